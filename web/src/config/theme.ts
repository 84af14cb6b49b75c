import { alpha, createTheme } from '@mui/material/styles';

/**
 * Ringside's look: a dark arena, championship gold and ring-rope red, bold condensed headings.
 * Fonts are bundled from npm (@fontsource), never downloaded at run time (CSP 'self').
 */
export const BRAND = {
  gold: '#f5b700',
  goldLight: '#ffd54a',
  goldDark: '#b88900',
  red: '#e0243b',
  redDark: '#a3121f',
  canvas: '#0b0d13',
  paper: '#141824',
  paperRaised: '#1b2030',
  rope: '#2a3145',
} as const;

/** Red under white text: 4.95:1 (error.main, lighter for red text on the dark paper, is 3.4:1 there). */
const ERROR_FILL = '#d32f3c';

export const HEADING_FONT = '"Oswald Variable", "Arial Narrow", "Roboto Condensed", Impact, sans-serif';
export const BODY_FONT = '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

/**
 * Headings and buttons keep their exact letter case (the spec's texts must read exactly as
 * written); the condensed bold face carries the character. Only decorative brand text is uppercased.
 */
const heading = {
  fontFamily: HEADING_FONT,
  fontWeight: 700,
  letterSpacing: '0.01em',
  lineHeight: 1.15,
};

export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: BRAND.gold, light: BRAND.goldLight, dark: BRAND.goldDark, contrastText: '#15110a' },
    secondary: { main: BRAND.red, dark: BRAND.redDark, contrastText: '#ffffff' },
    // 4.8:1 on a dialog's paper (#1b2030) for error labels and helper texts.
    error: { main: '#f35462' },
    background: { default: BRAND.canvas, paper: BRAND.paper },
    divider: alpha('#ffffff', 0.1),
    text: { primary: '#f3f4f7', secondary: '#a8afc2' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: BODY_FONT,
    h1: { ...heading, fontSize: '2.6rem' },
    h2: { ...heading, fontSize: '2.1rem' },
    h3: { ...heading, fontSize: '1.75rem' },
    h4: { ...heading, fontSize: '1.5rem' },
    h5: { ...heading, fontSize: '1.25rem' },
    h6: { ...heading, fontSize: '1.05rem' },
    button: {
      fontFamily: HEADING_FONT,
      fontWeight: 600,
      fontSize: '0.95rem',
      letterSpacing: '0.03em',
      textTransform: 'none',
    },
    overline: { fontFamily: HEADING_FONT, fontWeight: 600, letterSpacing: '0.16em' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: {
          minHeight: '100vh',
          backgroundColor: BRAND.canvas,
          backgroundImage: `radial-gradient(ellipse 90% 55% at 50% -10%, ${alpha(BRAND.gold, 0.13)}, transparent 60%), radial-gradient(ellipse 60% 40% at 100% 110%, ${alpha(BRAND.red, 0.12)}, transparent 60%)`,
          backgroundAttachment: 'fixed',
        },
        '#root': { minHeight: '100vh' },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 8, paddingInline: 18 },
        sizeLarge: { paddingBlock: 11, fontSize: '1rem' },
      },
      // error.main is light enough for red text on the dark paper, too light under white text (3.8:1):
      // filled error buttons (delete, ban) take a deeper red, 4.95:1 with white (WCAG AA).
      variants: [
        {
          props: { variant: 'contained', color: 'error' },
          style: {
            '--variant-containedBg': ERROR_FILL,
            backgroundColor: ERROR_FILL,
            '&:hover': { backgroundColor: '#b3202c' },
          },
        },
      ],
    },
    // Filled error chips ("Removed") take the same deeper red under white as the buttons above.
    MuiChip: {
      variants: [{ props: { variant: 'filled', color: 'error' }, style: { backgroundColor: ERROR_FILL } }],
    },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiCard: {
      styleOverrides: {
        root: {
          backgroundColor: BRAND.paper,
          border: `1px solid ${alpha('#ffffff', 0.08)}`,
        },
      },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiOutlinedInput: {
      styleOverrides: {
        root: { backgroundColor: alpha('#000000', 0.25) },
      },
    },
    MuiDialog: {
      styleOverrides: {
        paper: { backgroundColor: BRAND.paperRaised, border: `1px solid ${alpha('#ffffff', 0.08)}` },
      },
    },
    MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 300 } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});

/** Cuts text to a number of lines with an ellipsis (bios in cards). */
export const clampLines = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  }) as const;

import { Box } from '@mui/material';
import { generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';
import { useMemo } from 'react';

/** Quiet zone around the code, in modules (the QR standard asks for 4). */
const QUIET = 4;

/**
 * The key URI as a QR code for an authenticator app to scan: an inline SVG, black on white whatever the
 * theme (apps read dark-on-light). Its own chunk with lean-qr (~4 KB), loaded when a fan turns two-step
 * verification on.
 */
export function TwoStepQr({ uri, label, size }: { uri: string; label: string; size: number }) {
  const { path, modules } = useMemo(() => {
    const code = generate(uri);
    return { path: toSvgPath(code), modules: code.size };
  }, [uri]);
  const box = modules + 2 * QUIET;
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`${-QUIET} ${-QUIET} ${box} ${box}`}
      shapeRendering="crispEdges"
      sx={{ display: 'block', width: size, height: size, bgcolor: '#fff', borderRadius: 1 }}
    >
      <path d={path} fill="#000" />
    </Box>
  );
}

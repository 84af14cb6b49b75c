import ImageIcon from '@mui/icons-material/Image';
import YouTubeIcon from '@mui/icons-material/YouTube';

/** The Photo and Video buttons' icons, in the box and in its dialog. */
export const PhotoIcon = <ImageIcon sx={{ color: '#4caf50' }} />;
export const VideoIcon = <YouTubeIcon sx={{ color: '#ff3d3d' }} />;

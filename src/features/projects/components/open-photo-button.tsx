import Box from '@mui/material/Box';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';

type OpenPhotoButtonProps = {
  /** The photo's caption: the button is "View full screen: <caption>". */
  caption: string;
  onOpen: () => void;
  /** A round icon button filling its (positioned) parent, rather than a cover over a photo. */
  compact?: boolean;
};

/**
 * A transparent button over a photo (its parent must be positioned) that opens the photo
 * viewer: click, tap, Enter or Space. It sits beside the <img>, not around it, so the photo
 * keeps its own name for assistive technology, and a corner icon shows it can be enlarged.
 */
export function OpenPhotoButton({ caption, onOpen, compact = false }: OpenPhotoButtonProps) {
  return (
    <Box
      component="button"
      type="button"
      aria-label={`View full screen: ${caption}`}
      aria-haspopup="dialog"
      onClick={onOpen}
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 1,
        m: 0,
        p: 0,
        border: 0,
        borderRadius: 'inherit',
        bgcolor: 'transparent',
        cursor: 'zoom-in',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          position: 'absolute',
          display: 'grid',
          placeItems: 'center',
          borderRadius: '50%',
          color: 'common.white',
          bgcolor: compact ? 'primary.main' : 'rgba(0, 0, 0, 0.55)',
          ...(compact
            ? { inset: 0, width: '100%', height: '100%' }
            : { right: 10, bottom: 10, width: 36, height: 36 }),
        }}
      >
        <OpenInFullIcon fontSize="small" />
      </Box>
    </Box>
  );
}

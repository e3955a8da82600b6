import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** Spec: "a spinner with the text 'Loading'", announced as a progressbar. */
export function LoadingSpinner() {
  const labelId = useId();
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        py: 8,
        // At least a screen tall, so the footer starts below the fold and nothing visible
        // shifts when the content replaces the spinner (CLS budget 0.01).
        minHeight: '100vh',
      }}
    >
      <CircularProgress aria-labelledby={labelId} />
      <Typography id={labelId} color="text.secondary">
        Loading
      </Typography>
    </Box>
  );
}

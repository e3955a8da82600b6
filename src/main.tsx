import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');

try {
  if (!container) throw new Error('index.html has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
} catch (error) {
  // Spec §8: a failure while starting the application is logged to the console.
  // (Later render errors are caught by the route error page, which logs them too.)
  console.error('The site could not start.', error);
}

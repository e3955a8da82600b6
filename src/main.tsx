import { startApp } from './app/start-up';

// How the page starts (hydration, early clicks): src/app/start-up.tsx.
void startApp(document.getElementById('root'));

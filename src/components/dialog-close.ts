import { createContext, useContext } from 'react';

export const DialogClose = createContext<() => void>(() => {});

/** Inside a Dialog: what its own Close button calls, asking to close once, as Escape does. */
export const useDialogClose = () => useContext(DialogClose);

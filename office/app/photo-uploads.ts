/**
 * Photos sent to the office to be cleaned, two at a time: each one's thumbnail shows as soon as
 * it is done, and a refused file is listed by its name with the office's words. The files go as
 * they are (`fetch` streams them), so 30 phone photos never sit in the page's memory.
 */
import { useCallback, useRef, useState } from 'react';
import type { BinPhoto } from '../api';
import { messageOf, uploadPhoto } from './office-api';

/** Two at a time: the server cleans one while the next travels, and the page stays free. */
const AT_ONCE = 2;

type Refusal = { fileName: string; message: string };

type Job = { file: File; done: (photo: BinPhoto) => void };

export function usePhotoUploads() {
  const queue = useRef<Job[]>([]);
  const running = useRef(0);
  const [total, setTotal] = useState(0);
  const [finished, setFinished] = useState(0);
  const [refusals, setRefusals] = useState<Refusal[]>([]);

  const next = useCallback(function pump() {
    while (running.current < AT_ONCE && queue.current.length > 0) {
      const job = queue.current.shift();
      if (!job) break;
      running.current += 1;
      uploadPhoto(job.file)
        .then(job.done, (error: unknown) =>
          setRefusals((list) => [...list, { fileName: job.file.name, message: messageOf(error) }]),
        )
        .finally(() => {
          running.current -= 1;
          setFinished((count) => count + 1);
          if (running.current === 0 && queue.current.length === 0) {
            // The batch is over: the bar goes, and the next batch counts from nought.
            setTotal(0);
            setFinished(0);
          }
          pump();
        });
    }
  }, []);

  /** Sends the files; `done` is called with each cleaned photo as it comes back. */
  const add = useCallback(
    (files: readonly File[], done: (photo: BinPhoto, file: File) => void) => {
      if (files.length === 0) return;
      if (running.current === 0 && queue.current.length === 0) setRefusals([]);
      queue.current.push(
        ...files.map((file) => ({ file, done: (photo: BinPhoto) => done(photo, file) })),
      );
      setTotal((count) => count + files.length);
      next();
    },
    [next],
  );

  return {
    add,
    /** Photos sent in this batch, and how many of them are done (cleaned or refused). */
    total,
    finished,
    refusals,
    dismissRefusals: () => setRefusals([]),
  };
}

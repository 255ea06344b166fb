import fastq from 'fastq';
import { HttpError } from './errors';

/**
 * Work that takes a core or much memory, done a few at a time in arrival order; beyond `waiting`
 * queued, a request is answered 503 at once rather than held without end.
 */
export function takingTurns(limits: { atOnce: number; waiting: number }) {
  const queue = fastq.promise((work: () => Promise<unknown>) => work(), limits.atOnce);
  return <Result>(work: () => Promise<Result>): Promise<Result> => {
    if (queue.length() >= limits.waiting) {
      return Promise.reject(
        new HttpError(503, 'The server is busy. Please try again in a moment.', {
          'retry-after': '5',
        }),
      );
    }
    return queue.push(work) as Promise<Result>;
  };
}

import { useCallback, useSyncExternalStore } from 'react';
import type { ApiResult } from '~/lib/api-envelope';
import { onUnauthorized } from '~/lib/session-events';
import type { OrderReturn } from '../types';

/**
 * A return's photos on their way up (docs/design/returns.md: uploaded one by one once the
 * request exists). The form hands its photos over and goes back to the order; the return's card
 * shows each one's progress, a failure with its message, and a retry. The queue lives in the
 * page's memory, outside any component, so a photo keeps going while the member moves on; it
 * uploads one photo at a time, in the order given. Browser only: nothing is queued on the server.
 */

export type PhotoUpload = (
  returnReference: string,
  photo: File,
  onProgress: (share: number) => void,
) => Promise<ApiResult<OrderReturn>>;

export type PendingPhoto = {
  id: number;
  returnReference: string;
  file: File;
  /** An object URL for the thumbnail (none where the browser cannot make one). */
  preview: string | null;
  state: 'waiting' | 'uploading' | 'failed';
  /** 0–100 while uploading. */
  percent: number;
  error: string | null;
};

type Entry = PendingPhoto & { upload: PhotoUpload; failure: (result: ApiResult<never>) => string };

type Snapshot = {
  photos: readonly PendingPhoto[];
  /** The newest answer for each return a photo reached (its photos as the API has them). */
  answers: ReadonlyMap<string, OrderReturn>;
};

let entries: Entry[] = [];
let snapshot: Snapshot = { photos: [], answers: new Map() };
let nextId = 1;
let running = false;
const listeners = new Set<() => void>();

function publish(answers = snapshot.answers) {
  snapshot = { photos: entries.map(({ upload: _u, failure: _f, ...photo }) => photo), answers };
  for (const listener of [...listeners]) listener();
}

function change(id: number, patch: Partial<PendingPhoto>) {
  entries = entries.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry));
  publish();
}

function forget(id: number) {
  const gone = entries.find((entry) => entry.id === id);
  if (gone?.preview) URL.revokeObjectURL(gone.preview);
  entries = entries.filter((entry) => entry.id !== id);
}

async function run() {
  if (running) return;
  running = true;
  try {
    for (;;) {
      const next = entries.find((entry) => entry.state === 'waiting');
      if (!next) return;
      change(next.id, { state: 'uploading', percent: 0, error: null });
      const result = await next.upload(next.returnReference, next.file, (share) =>
        change(next.id, { percent: Math.round(share * 100) }),
      );
      if (result.ok) {
        forget(next.id);
        publish(new Map(snapshot.answers).set(next.returnReference, result.data));
      } else {
        change(next.id, { state: 'failed', percent: 0, error: next.failure(result) });
      }
    }
  } finally {
    running = false;
  }
}

const previewOf = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;

/** Queues `files` for `returnReference`; each goes up with `upload` after the ones before. */
export function queueReturnPhotos(
  returnReference: string,
  files: readonly File[],
  upload: PhotoUpload,
  failure: (result: ApiResult<never>) => string,
) {
  if (files.length === 0) return;
  entries = [
    ...entries,
    ...files.map<Entry>((file) => ({
      id: nextId++,
      returnReference,
      file,
      preview: previewOf(file),
      state: 'waiting',
      percent: 0,
      error: null,
      upload,
      failure,
    })),
  ];
  publish();
  void run();
}

/** Sends a failed photo again. */
export function retryReturnPhoto(id: number) {
  if (!entries.some((entry) => entry.id === id && entry.state === 'failed')) return;
  change(id, { state: 'waiting', error: null });
  void run();
}

/** Gives up on a failed photo. */
export function discardReturnPhoto(id: number) {
  if (!entries.some((entry) => entry.id === id && entry.state === 'failed')) return;
  forget(id);
  publish();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const EMPTY: Snapshot = { photos: [], answers: new Map() };

/** The photos still on their way for `returnReference`, and the newest answer a photo got. */
export function useReturnPhotoQueue(returnReference: string) {
  const current = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => EMPTY,
  );
  const photos = current.photos.filter((photo) => photo.returnReference === returnReference);
  return {
    photos,
    answer: current.answers.get(returnReference) ?? null,
    retry: useCallback((id: number) => retryReturnPhoto(id), []),
    discard: useCallback((id: number) => discardReturnPhoto(id), []),
  };
}

/** Forgets every photo and answer: the member's session is gone, and their photos with it. */
export function forgetReturnPhotos() {
  for (const entry of entries) if (entry.preview) URL.revokeObjectURL(entry.preview);
  entries = [];
  publish(new Map());
}

if (typeof window !== 'undefined') onUnauthorized(forgetReturnPhotos);

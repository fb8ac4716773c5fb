import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { contentLoaderMachine, type ContentLoadInput } from '../../machines/content-loader.machine';

type Page = { items: number[]; page: number };

/** A loader whose calls the test settles one by one. */
function scripted() {
  const calls: { input: ContentLoadInput; resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
  const logic = contentLoaderMachine.provide({
    actors: {
      loadContent: fromPromise<unknown, ContentLoadInput>(
        ({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject })),
      ),
    },
  });
  return { logic, calls };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('content loader', () => {
  it('loads with its params and is ready with the content', async () => {
    const { logic, calls } = scripted();
    const actor = createActor(logic, { input: { params: { id: 3 } } }).start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(calls[0]!.input).toEqual({ params: { id: 3 }, previous: null });
    calls[0]!.resolve({ title: 'Harvest 2026' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.data).toEqual({ title: 'Harvest 2026' });
  });

  it('fails with the readable message and loads again on RETRY', async () => {
    const { logic, calls } = scripted();
    const actor = createActor(logic, { input: {} }).start();
    calls[0]!.reject(new Error('The network is unavailable, please try again'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toBe('The network is unavailable, please try again');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve([1]);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.data).toEqual([1]);
  });

  it('a failure without a message gets the generic key', async () => {
    const { logic, calls } = scripted();
    const actor = createActor(logic, { input: {} }).start();
    calls[0]!.reject('boom');
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toBe('error.requestFailed');
  });

  it('MORE hands the loader what is shown, keeps it on screen, and keeps it after a failure', async () => {
    const { logic, calls } = scripted();
    const actor = createActor(logic, { input: { params: { page: 1 } } }).start();
    const first: Page = { items: [1, 2], page: 1 };
    calls[0]!.resolve(first);
    await waitFor(actor, (s) => s.matches('ready'));

    actor.send({ type: 'MORE', params: { page: 2 } });
    expect(actor.getSnapshot().context.data).toEqual(first);
    expect(calls[1]!.input).toEqual({ params: { page: 2 }, previous: first });
    calls[1]!.reject(new Error('The request failed'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.data).toEqual(first);

    actor.send({ type: 'RETRY' });
    expect(calls[2]!.input).toEqual({ params: { page: 2 }, previous: first });
    calls[2]!.resolve({ items: [1, 2, 3], page: 2 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.data).toEqual({ items: [1, 2, 3], page: 2 });
  });

  it('MORE is not possible while loading or after a failure: only RETRY or LOAD', async () => {
    const { logic, calls } = scripted();
    const actor = createActor(logic, { input: {} }).start();
    expect(actor.getSnapshot().can({ type: 'MORE', params: {} })).toBe(false);
    calls[0]!.reject(new Error('x'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().can({ type: 'MORE', params: {} })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'RETRY' })).toBe(true);
  });

  it('LOAD drops the old content, and a newer LOAD wins over a running one', async () => {
    const { logic, calls } = scripted();
    const actor = createActor(logic, { input: { params: { id: 1 } } }).start();
    calls[0]!.resolve({ id: 1 });
    await waitFor(actor, (s) => s.matches('ready'));

    actor.send({ type: 'LOAD', params: { id: 2 } });
    expect(actor.getSnapshot().context.data).toBeNull();
    expect(calls[1]!.input).toEqual({ params: { id: 2 }, previous: null });
    actor.send({ type: 'LOAD', params: { id: 3 } });
    expect(calls[2]!.input).toEqual({ params: { id: 3 }, previous: null });

    calls[1]!.resolve({ id: 2 }); // the dropped request answers late: ignored
    await tick();
    expect(actor.getSnapshot().value).toBe('loading');
    calls[2]!.resolve({ id: 3 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.data).toEqual({ id: 3 });
  });
});

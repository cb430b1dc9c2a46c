import { nextTask } from './next-task';

describe('nextTask', () => {
  const globals = globalThis as { scheduler?: unknown };
  afterEach(() => {
    delete globals.scheduler;
  });

  it('resolves in a later task, after the promises already queued in this one', async () => {
    const order: string[] = [];
    const task = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('this task'));
    await task;
    expect(order).toEqual(['this task', 'next task']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldToMain = jest.fn(() => Promise.resolve());
    globals.scheduler = { yield: yieldToMain };
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  });

  it('posts a message where scheduler.yield is missing, never a timer', async () => {
    globals.scheduler = {};
    jest.useFakeTimers();
    try {
      await expect(nextTask()).resolves.toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { logLine } from './main.ts';

describe('the ingest log', () => {
  it('keeps the event as the message, and an error text of the same name as its detail', () => {
    const line = JSON.parse(
      logLine(
        'image failed',
        { message: '127.0.0.1 is not a public address', url: 'http://127.0.0.1/a.jpg' },
        new Date(0),
      ),
    );
    expect(line).toEqual({
      time: '1970-01-01T00:00:00.000Z',
      message: 'image failed',
      url: 'http://127.0.0.1/a.jpg',
      detail: '127.0.0.1 is not a public address',
    });
    expect(JSON.parse(logLine('run finished')).message).toBe('run finished');
  });
});

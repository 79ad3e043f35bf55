/** Which database errors answer 503 (db-errors.ts): the database down or busy, never a bug. */
import { describe, expect, it } from 'vitest';
import { databaseTrouble } from '../../src/db/db-errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('databaseTrouble', () => {
  it('takes a connection the database ended, met by a query, as the database down', () => {
    expect(
      databaseTrouble(new Error('Client has encountered a connection error and is not queryable')),
    ).toBe('down');
    expect(databaseTrouble(new Error('Client was closed and is not queryable'))).toBe('down');
    expect(databaseTrouble(new Error('Connection terminated unexpectedly'))).toBe('down');
    expect(
      databaseTrouble(withCode('terminating connection due to administrator command', '57P01')),
    ).toBe('down');
  });

  it('looks through causes, tells busy from down, and leaves other errors alone', () => {
    const wrapped = new Error('Failed to get session', {
      cause: new Error('Client has encountered a connection error and is not queryable'),
    });
    expect(databaseTrouble(wrapped)).toBe('down');
    expect(databaseTrouble(new Error('timeout exceeded when trying to connect'))).toBe('busy');
    expect(databaseTrouble(withCode('duplicate key value', '23505'))).toBeUndefined();
    expect(databaseTrouble(new Error('Cannot read properties of undefined'))).toBeUndefined();
  });
});

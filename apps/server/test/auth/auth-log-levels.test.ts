/** better-auth's log lines in the app's log: refusals of a client's request are not errors of the server. */
import { describe, expect, it } from 'vitest';
import { betterAuthLogLevel } from '../../src/modules/auth/auth';

describe('better-auth log levels', () => {
  it('puts what a client was refused at debug (better-auth says error)', () => {
    for (const message of [
      'Change email is disabled.',
      'Email is the same',
      'Delete user is disabled. Enable it in the options',
      "Verification email isn't enabled.",
      'Invalid callbackURL: https://evil.example/x',
      'Provider not found. Make sure to add the provider in your auth config',
    ])
      expect(betterAuthLogLevel('error', message)).toBe('debug');
  });

  it("keeps the server's own faults at error and other levels as they are", () => {
    expect(
      betterAuthLogLevel('error', 'Better auth was unable to query your database.\nError: '),
    ).toBe('error');
    expect(betterAuthLogLevel('error', 'Failed to create session')).toBe('error');
    expect(betterAuthLogLevel('warn', 'Change email is disabled.')).toBe('warn');
    expect(betterAuthLogLevel('info', 'anything')).toBe('info');
  });

  it('drops the schema check that runs before the first migration', () => {
    expect(betterAuthLogLevel('error', 'Schema mismatch: table user is missing')).toBeNull();
  });
});

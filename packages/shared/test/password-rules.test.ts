import { describe, expect, it } from 'vitest';
import { isMadeOfOwnerDetails, PASSWORD_MESSAGES, passwordProblem } from '../src/password-rules';

const owner = { name: 'Grace Hopper', email: 'grace.hopper@navy.example.com' };

describe('passwordProblem', () => {
  it('names the first reason a password is refused', () => {
    expect(passwordProblem('')).toBe(PASSWORD_MESSAGES.required);
    expect(passwordProblem('abcdefghi')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('a'.repeat(129))).toBe(PASSWORD_MESSAGES.tooLong);
    expect(passwordProblem('abababababab')).toBe(PASSWORD_MESSAGES.repetitive);
    expect(passwordProblem('Qwertyuiop', {}, (p) => p === 'qwertyuiop')).toBe(
      PASSWORD_MESSAGES.common,
    );
    expect(passwordProblem('GraceHopper!!', owner)).toBe(PASSWORD_MESSAGES.personal);
    expect(passwordProblem('compiler-bug-moth-1947', owner)).toBeUndefined();
  });
});

describe('isMadeOfOwnerDetails', () => {
  it.each([
    'gracehopper',
    'Grace Hopper 2024',
    'hopper19061992',
    'grace.hopper@navy.example.com',
    'GRACE_navy',
  ])('refuses %j', (password) => {
    expect(isMadeOfOwnerDetails(password, owner)).toBe(true);
  });
  it.each(['grace-likes-ocean-waves', 'cobol-compiler-1959', 'correct-horse-battery'])(
    'accepts %j',
    (password) => {
      expect(isMadeOfOwnerDetails(password, owner)).toBe(false);
    },
  );
  it('ignores name parts shorter than three characters', () => {
    expect(isMadeOfOwnerDetails('al-loves-chess-openings', { name: 'Al Li' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { languageNamedIn, namesOnlyALanguage } from '../src/languages';

describe('languageNamedIn', () => {
  it.each([
    ['Java', 'java'],
    ['C++', 'cpp'],
    ['c#', 'csharp'],
    ['C', 'c'],
    ['Go Concurrency', 'go'],
    ['golang', 'go'],
    ['Python Basics', 'python3'],
    ['python 3', 'python3'],
    ['PyPy', 'python'],
    ['Node.js & Express', 'javascript'],
    ['JavaScript closures', 'javascript'],
    ['Rust ownership', 'rust'],
    ['Kotlin coroutines', 'kotlin'],
    ['Java vs Kotlin', 'java'],
  ] as const)('%s names %s', (topic, id) => {
    expect(languageNamedIn(topic)).toBe(id);
  });

  it.each([
    'Algorithms',
    'Dynamic Programming',
    'Objective-C',
    'TypeScript generics',
    'Big O',
    '',
    'constructor',
    'toString valueOf',
    '__proto__',
  ])('%s names no runner language', (topic) => {
    expect(languageNamedIn(topic)).toBeUndefined();
  });
});

describe('namesOnlyALanguage', () => {
  it.each(['Java', ' C++ ', 'Go', 'Java programming', 'Python 3', 'rust practice problems'])(
    '%s is only a language',
    (topic) => {
      expect(namesOnlyALanguage(topic)).toBe(true);
    },
  );

  it.each([
    'Go Concurrency',
    'Python Basics',
    'Algorithms',
    'programming',
    'C pointers',
    'constructor',
  ])('%s is more than a language', (topic) => {
    expect(namesOnlyALanguage(topic)).toBe(false);
  });
});

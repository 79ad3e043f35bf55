import { Bug, Code2, ListChecks, PenLine, type LucideIcon } from 'lucide-react';
import type { TestType } from '@app/shared/constants';

type TestTypeInfo = {
  type: TestType;
  label: string;
  description: string;
  icon: LucideIcon;
  /** What the test page says while the server generates the test. */
  generating: string;
  /** The spec's alert when generation fails (section 8). */
  generationFailed: string;
};

/** The four test types of the Start a New Test page, in the spec's order. */
const TEST_TYPE_INFO: readonly TestTypeInfo[] = [
  {
    type: 'mcq',
    label: 'Multiple Choice',
    description: '10 questions, 30 minutes',
    icon: ListChecks,
    generating: 'Generating questions...',
    generationFailed: 'Failed to generate questions. Please try again.',
  },
  {
    type: 'coding',
    label: 'Coding Challenge',
    description: 'Solve a problem in one of 10 languages',
    icon: Code2,
    generating: 'Generating problem...',
    generationFailed: 'Failed to generate problem. Please try again.',
  },
  {
    type: 'debug',
    label: 'Debug Challenge',
    description: 'Find and fix the bugs in broken code',
    icon: Bug,
    generating: 'Generating debug problem...',
    generationFailed: 'Failed to generate debug problem. Please try again.',
  },
  {
    type: 'pseudocode',
    label: 'Pseudocode Test',
    description: 'Describe an algorithm in plain steps',
    icon: PenLine,
    generating: 'Generating pseudocode problem...',
    generationFailed: 'Failed to generate pseudocode problem. Please try again.',
  },
];

export function testTypeInfo(type: TestType): TestTypeInfo {
  const info = TEST_TYPE_INFO.find((t) => t.type === type);
  if (!info) throw new Error(`unknown test type ${type}`);
  return info;
}

/** Suggested topics by level (spec section 2). */
export const SUGGESTED_TOPICS: ReadonlyArray<{ level: string; topics: readonly string[] }> = [
  {
    level: 'Beginner',
    topics: [
      'HTML & CSS Basics',
      'JavaScript Fundamentals',
      'Python Basics',
      'Git & Version Control',
      'SQL Fundamentals',
    ],
  },
  {
    level: 'Intermediate',
    topics: [
      'React.js',
      'Node.js & Express',
      'RESTful APIs',
      'Data Structures',
      'Algorithms',
      'Object-Oriented Programming',
    ],
  },
  {
    level: 'Advanced',
    topics: [
      'System Design',
      'Microservices Architecture',
      'Advanced Algorithms',
      'Machine Learning',
      'Cloud Computing (AWS/Azure)',
      'DevOps & CI/CD',
    ],
  },
];

export const START_TEST_ALERT = 'Please select a test type and enter a topic';

/** The spec's alerts when grading fails (section 8); the page stays and keeps the work. */
export const EVALUATION_FAILED = {
  coding: 'Failed to evaluate code. Please try again.',
  debug: 'Failed to evaluate debug code. Please try again.',
  pseudocode: 'Failed to evaluate pseudocode. Please try again.',
} as const;

/** Asked before a coding or debug test is submitted: it is graded once (issue 16 item 4). */
export const GRADED_ONCE =
  'This test is graded once: after you submit, your code cannot be changed. You can retry the problem afterwards as a new test.';

export const EMPTY_CODE_ALERT = 'Please write some code before submitting!';
export const EMPTY_PSEUDOCODE_ALERT = 'Please write your pseudocode solution before submitting.';

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DiffedOutput } from './output-diff';
import { TestResultList } from './test-result-list';

describe('a wrong output', () => {
  it('marks its first differing line and names it', () => {
    const { container } = render(<DiffedOutput actual={'1\n2\n4\n5'} expected={'1\n2\n3\n5'} />);
    expect(container.querySelector('mark')).toHaveTextContent('4');
    expect(
      screen.getByText('Line 3 differs: expected "3", your output has "4".'),
    ).toBeInTheDocument();
  });

  it('says when it stops early, goes on too long, or differs only in case or spaces', () => {
    const { rerender, container } = render(<DiffedOutput actual={'1\n2'} expected={'1\n2\n3'} />);
    expect(
      screen.getByText('Your output stops after line 2; line 3 should be "3".'),
    ).toBeInTheDocument();
    expect(container.querySelector('mark')).toBeNull();
    rerender(<DiffedOutput actual={'yes\nno\n'} expected="yes" />);
    expect(
      screen.getByText('Your output goes on past the expected 1 line: line 2 is "no".'),
    ).toBeInTheDocument();
    rerender(<DiffedOutput actual="Yes" expected="YES" />);
    expect(screen.getByText(/They differ only in upper and lower case\.$/)).toBeInTheDocument();
    rerender(<DiffedOutput actual="1  2" expected="1 2" />);
    expect(screen.getByText(/They differ only in spaces\.$/)).toBeInTheDocument();
  });

  it('ignores what the judge ignores: trailing spaces and blank lines', () => {
    const { container } = render(<DiffedOutput actual={'1 \n2\n\n'} expected={'1\n2'} />);
    expect(container.querySelector('mark')).toBeNull();
    expect(screen.queryByText(/differs|stops|goes on/)).toBeNull();
  });

  it('is shown in a graded row with Wrong Answer only', () => {
    render(
      <TestResultList
        rows={[
          {
            index: 0,
            hidden: false,
            verdict: 'Wrong Answer',
            passed: false,
            timeMs: 3,
            input: '2 3',
            expected: '5',
            actual: '6',
          },
          {
            index: 1,
            hidden: false,
            verdict: 'Runtime Error',
            passed: false,
            timeMs: 3,
            input: '0',
            expected: '1',
            actual: '',
          },
        ]}
      />,
    );
    expect(screen.getAllByText(/differs/)).toHaveLength(1);
    expect(
      screen.getByText('Line 1 differs: expected "5", your output has "6".'),
    ).toBeInTheDocument();
  });
});

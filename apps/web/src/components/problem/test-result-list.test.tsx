import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TestResultRow } from '@app/shared/tests.schemas';
import { passedExample } from '../../test/result-rows';
import { FirstHiddenFailure, TestResultList } from './test-result-list';

const rows: TestResultRow[] = [
  passedExample(5),
  { index: 1, hidden: true, verdict: 'Accepted', passed: true },
  { index: 2, hidden: true, verdict: 'Wrong Answer', passed: false, input: '7 8' },
  {
    index: 3,
    hidden: true,
    verdict: 'Time Limit Exceeded',
    passed: false,
    note: 'Time Limit Exceeded on a large hidden test (n = 100,000): your program took more than 2 s.',
  },
];

describe('graded test rows', () => {
  it('name hidden tests among themselves and show the judge note of a generated test', () => {
    render(<TestResultList rows={rows} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.split(/Passed|Failed/)[0])).toEqual([
      'Test 1',
      'Hidden test 1',
      'Hidden test 2',
      'Hidden test 3',
    ]);
    expect(items[3]).toHaveTextContent('on a large hidden test (n = 100,000)');
  });

  it('the first failing hidden test gives its verdict and the input the server sent', () => {
    render(<FirstHiddenFailure rows={rows} />);
    expect(screen.getByText(/Hidden test 2, Wrong Answer/)).toBeInTheDocument();
    expect(screen.getByText('Its input')).toBeInTheDocument();
    expect(screen.getByText('7 8')).toBeInTheDocument();
  });

  it('says nothing while an example fails: its own row shows why', () => {
    const compileError: TestResultRow[] = [
      { ...passedExample(5), passed: false, verdict: 'Compilation Error' },
      { index: 1, hidden: true, verdict: 'Compilation Error', passed: false },
    ];
    const { container } = render(<FirstHiddenFailure rows={compileError} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says nothing when every hidden test passed', () => {
    const { container } = render(<FirstHiddenFailure rows={rows.slice(0, 2)} />);
    expect(container).toBeEmptyDOMElement();
  });
});

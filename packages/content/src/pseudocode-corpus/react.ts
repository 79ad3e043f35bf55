import type { CorpusEntry } from './types';

export const reactCorpus: readonly CorpusEntry[] = [
  {
    problemId: 'react-pseudo-bounded-counter',
    answers: [
      {
        kind: 'correct',
        style: 'code-like',
        text: `const [count, setCount] = useState(start)
onPlus  = () => setCount(c => Math.min(c + 1, max))
onMinus = () => setCount(c => Math.max(c - 1, min))
onReset = () => setCount(start)
render: <button disabled={count <= min} onClick={onMinus}>-</button> {count}
        <button disabled={count >= max} onClick={onPlus}>+</button>
        <button disabled={count === start} onClick={onReset}>reset</button>`,
      },
      {
        kind: 'correct',
        style: 'verbose',
        text: `1. The component reads min, max and start from its props.
2. It keeps one piece of state, count, initialised to start when the component first renders.
3. When plus is clicked, update count with an updater function that takes the previous count and returns previous + 1, but never more than max.
4. When minus is clicked, use an updater that returns previous - 1, but never less than min.
5. When reset is clicked, set count back to start.
6. On each render show the count and the three buttons. The minus button is disabled when count equals min, the plus button is disabled when count equals max, and reset is disabled when count already equals start.`,
      },
      {
        kind: 'correct',
        style: 'other words',
        text: `Counter({min, max, start}):
  value <- state seeded with start
  increment: value becomes the smaller of (previous value + 1) and max   (functional update)
  decrement: value becomes the larger of (previous value - 1) and min    (functional update)
  reset: value becomes start
  draw value; grey out "-" at the floor (value == min), grey out "+" at the ceiling (value == max)`,
      },
      {
        kind: 'partial',
        style: 'never disabled',
        missing: 'disable the buttons at the limits',
        text: `1. count = useState(start)
2. plus: setCount(c => (c < max ? c + 1 : c))
3. minus: setCount(c => (c > min ? c - 1 : c))
4. reset: setCount(start)
5. Render the count between the minus and plus buttons, with a reset button after them.`,
      },
      {
        kind: 'partial',
        style: 'no lower bound',
        missing: 'lower bound: minus never goes below min',
        text: `1. Keep count in state, starting from the start prop.
2. Plus handler: setCount(prev => Math.min(prev + 1, max)).
3. Minus handler: setCount(prev => prev - 1).
4. Reset handler: setCount(start).
5. Render the count; disable plus when count is max.`,
      },
    ],
  },
  {
    problemId: 'react-pseudo-debounced-search',
    answers: [
      {
        kind: 'correct',
        style: 'code-like',
        text: `state: query = "", results = []
onChange(e): setQuery(e.target.value)
useEffect(() => {
  if query.trim() == "": setResults([]); return
  let active = true
  const id = setTimeout(async () => { const r = await fetchResults(query); if (active) setResults(r) }, 300)
  return () => { active = false; clearTimeout(id) }
}, [query])`,
      },
      {
        kind: 'correct',
        style: 'verbose',
        text: `1. Keep two state values: the query typed in the box and the list of results.
2. The input's change handler only stores the new text in query.
3. Add an effect that depends on query, so it runs after every change of the text.
4. Inside the effect: if the query is empty (or only spaces), clear the results and do nothing else.
5. Otherwise start a 300 ms timer. When the timer fires, call fetchResults(query).
6. Keep a local flag "cancelled" set to false. When the response comes back, only store it in results if cancelled is still false.
7. The effect returns a cleanup function that clears the timer and sets cancelled to true. React runs it before the next effect (a new keystroke) and on unmount, so typing within 300 ms cancels the previous timer, old responses are ignored and nothing keeps running after unmount.`,
      },
      {
        kind: 'correct',
        style: 'abort controller, other words',
        text: `text, hits = useState(''), useState([])
whenever text changes (useEffect with [text]):
    if text is blank -> hits = [] and stop
    controller = new AbortController()
    handle = wait 300 ms then fetchResults(text, signal = controller.signal) then hits = response
    teardown: cancel handle, controller.abort()  -- a newer text or unmounting kills the older work, so stale answers never land`,
      },
      {
        kind: 'partial',
        style: 'no stale guard',
        missing: 'ignore stale responses of older queries',
        text: `1. query and results are state.
2. useEffect depending on [query]:
3.   if query is empty: set results to [] and return
4.   timer = setTimeout(300 ms, then results = await fetchResults(query))
5.   cleanup: clearTimeout(timer)`,
      },
      {
        kind: 'partial',
        style: 'no cleanup',
        missing: 'clear the timer in the effect cleanup',
        text: `1. Keep query and results in state.
2. In an effect on [query]: if query is empty, clear results and stop.
3. Remember the current query in a ref; start setTimeout for 300 ms that calls fetchResults(query).
4. When the response arrives, set results only if the ref still equals that query.`,
      },
    ],
  },
];

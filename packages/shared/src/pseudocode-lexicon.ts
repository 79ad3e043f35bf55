/**
 * Word lists of the offline pseudocode grader: function words (the glue of real sentences),
 * action verbs, control-flow words, and general synonym groups so a rubric wording written with
 * one word also accepts the usual alternatives ("sort" / "order by", "at least" / ">=").
 * Problem-specific alternatives belong in the rubric's accept wordings and synonym sets.
 */

/** Words that tie a sentence together; word lists and shuffled bags have few of them in sequence. */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the of to in on at by for from with without into onto over under than then so as is are was be been being ' +
    'it its this that these those there here and or not no nor but if else when while until unless each every all any ' +
    'both either neither one which who whose what where how because since after before once also only still yet do does ' +
    'did has have had can could will would should must may might we you i they he she them our your their just more ' +
    'most less least same other another such up down out off again'
  ).split(' '),
);

/**
 * Words of the programming language rather than of the problem: keywords, built-ins and the
 * boilerplate of a pasted script (`#!/usr/bin/env python3`, `const x = require(...)`). A learner
 * who answers in real code uses them on every problem, so the off-topic guard does not count them.
 * Words that are also a problem's own (node, pass, static, private, export, map, set, push) are
 * not listed, nor those FUNCTION_WORDS and CONTROL_WORDS already hold (this, from, def, try).
 */
export const CODE_WORDS: ReadonlySet<string> = new Set(
  (
    'const let var new self cls class async await import require exports module default null none nil ' +
    'undefined true false typeof instanceof lambda raise throw print println printf console str int float ' +
    'bool boolean len isinstance args kwargs usr bin env python python3 sys argv std cout endl include ' +
    'namespace void override func impl pub mut struct'
  ).split(' '),
);

/** Control-flow keywords. */
export const CONTROL_WORDS: ReadonlySet<string> = new Set(
  'if else elif elseif otherwise then while for foreach each every until repeat loop do end endif endfor endwhile when unless case switch break continue return yield function procedure def begin try catch except finally'.split(
    ' ',
  ),
);

/** Words that start a loop. */
export const LOOP_WORDS: ReadonlySet<string> = new Set(
  'for foreach while until repeat loop iterate walk scan traverse visit go'.split(' '),
);

/** Words after which a loop says over what or until when. */
export const LOOP_RANGE_WORDS: ReadonlySet<string> = new Set(
  'in of over from to through until while till not empty exist exists remain remains left down up each every all times between'.split(
    ' ',
  ),
);

/** Words that make an IF a condition rather than a bag of nouns. */
export const PREDICATE_WORDS: ReadonlySet<string> = new Set(
  (
    'is are equal equals not no has have contains contain matches match starts start ends end exists exist empty null none nil ' +
    'greater larger bigger smaller less more fewer above below exceeds exceed under over within outside inside in fails fail ' +
    'passes pass succeeds succeed missing found true false reached reaches already still yet at least most than before after ' +
    'known unknown invalid valid was were does do'
  ).split(' '),
);

/** Output words: an answer that names its result uses one of them. */
export const OUTPUT_WORDS: ReadonlySet<string> = new Set(
  'return returns output print prints yield yields respond responds reply replies answer report reports emit give send sends raise throw display show render'.split(
    ' ',
  ),
);

/** Verbs that do something in a step (compared by stem). */
export const ACTION_VERBS: readonly string[] =
  `return set add append push pop remove delete insert put get check compare test verify ensure validate loop iterate walk scan visit
traverse sort order arrange rank split join count increment decrement increase decrease swap move compute calculate keep store save
record mark skip stop break continue reply respond send call read parse convert replace create build make initialise initialize start
begin repeat go take look find search update reset wait retry throw raise reject accept yield output print emit log copy reverse
merge filter map select fetch query apply use pick choose assign give answer treat drop evict enqueue dequeue load write
lower trim strip normalise normalize wrap close open subtract multiply divide combine collect extract project group hold flip
point link shift rotate refill consume allow deny abort cancel clear schedule fire run execute publish notify subscribe
unsubscribe register lookup relax expand explore recurse backtrack undo remember track determine decide match contain
become stay leave fill tally advance meet flush buffer cap clamp round hash encode decode sleep pause resume restore roll
fence promote switch deploy monitor alert forward route probe reserve release charge compensate poll prune scale standardise
standardize shuffle train evaluate predict vote sum average gather produce invoke perform handle process detect report refuse
ignore guard expire sweep purge double halve discard append pass fail exit finish end stop solve compute divide sort`.split(
    /\s+/,
  );

/** Groups of interchangeable words; each group gets a single term id. Words are stems or raw forms. */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['sort', 'order', 'arrang', 'rank', 'sorted'],
  ['ascend', 'increasing', 'asc', 'alphabetic', 'alphabetical', 'lexicograph'],
  ['descend', 'decreasing', 'desc'],
  ['loop', 'iterat', 'walk', 'scan', 'travers', 'foreach', 'sweep'],
  ['each', 'every', 'all'],
  ['check', 'test', 'verify', 'ensur', 'validat', 'compar', 'examin', 'inspect', 'confirm'],
  ['empty', 'blank', 'nothing'],
  ['null', 'none', 'nil', 'undefined', 'missing'],
  ['greater', 'larger', 'bigger', 'above', 'exceed', 'beat', 'higher', 'more'],
  ['less', 'smaller', 'fewer', 'below', 'under'],
  ['max', 'maximum', 'largest', 'biggest', 'highest', 'greatest', 'champion'],
  ['min', 'minimum', 'smallest', 'lowest', 'least', 'fewest', 'lesser'],
  ['low', 'lo'],
  ['high', 'hi'],
  ['remov', 'delet', 'drop', 'evict', 'discard', 'eras', 'purg', 'prun'],
  ['append', 'push', 'add', 'insert'],
  ['stor', 'save', 'record', 'remember', 'memo', 'memoiz', 'memois'],
  ['count', 'tally', 'frequenc', 'occurrenc', 'counter'],
  ['dictionary', 'dict', 'hashmap', 'map'],
  ['index', 'position', 'idx', 'pos', 'indic'],
  ['increment', 'increas', 'bump'],
  ['decrement', 'decreas', 'reduc'],
  ['error', 'fail', 'failur', 'exception', 'throw', 'raise'],
  ['skip', 'ignor', 'exclud', 'omit', 'bypass'],
  ['stop', 'halt', 'break', 'terminat', 'quit'],
  ['swap', 'exchang'],
  ['mid', 'middle', 'midpoint', 'halfway', 'centr', 'center'],
  ['revers', 'flip', 'invert', 'backward'],
  ['wait', 'sleep', 'pause', 'hold'],
  ['retry', 'reattempt', 'retri'],
  ['character', 'char', 'letter', 'symbol'],
  ['string', 'text', 'str'],
  ['list', 'array', 'sequenc', 'collection', 'vector'],
  ['number', 'integer', 'int', 'numeric', 'num'],
  ['neighbour', 'neighbor', 'adjacent', 'orthogonal'],
  ['visit', 'seen', 'encounter', 'met'],
  ['lowercas', 'tolowercas', 'casefold', 'downcas'],
  ['uppercas', 'touppercas', 'capital'],
  ['infinity', 'inf', 'infinit'],
  ['return', 'output', 'yield', 'answer', 'respond', 'reply', 'emit'],
  ['prev', 'previous', 'prior'],
  ['cur', 'curr', 'current'],
  ['recurs', 'recursiv', 'recursion'],
  ['tie', 'draw', 'tied'],
  ['clean', 'cleanup', 'teardown'],
  ['duplicat', 'twice'],
  ['combin', 'merg', 'concatenat'],
  ['rout', 'forward', 'proxy'],
  ['time', 'timestamp', 'clock'],
];

/** Multi-word phrases that stand for a single term (matched on the token sequence). */
export const PHRASES: ReadonlyArray<readonly [string, string]> = [
  ['at least', '>='],
  ['no less than', '>='],
  ['not below', '>='],
  ['greater than or equal', '>='],
  ['greater or equal', '>='],
  ['bigger than or equal', '>='],
  ['larger than or equal', '>='],
  ['at most', '<='],
  ['no more than', '<='],
  ['not larger than', '<='],
  ['not greater than', '<='],
  ['not more than', '<='],
  ['not above', '<='],
  ['less than or equal', '<='],
  ['less or equal', '<='],
  ['smaller than or equal', '<='],
  ['not exceed', '<='],
  ['a to z', 'ascend'],
  ['a before z', 'ascend'],
  ['low to high', 'ascend'],
  ['smallest first', 'ascend'],
  ['high to low', 'descend'],
  ['highest first', 'descend'],
  ['largest first', 'descend'],
  ['most frequent first', 'descend'],
  ['z to a', 'descend'],
  ['go through', 'loop'],
  ['goes through', 'loop'],
  ['one by one', 'loop'],
  ['one at a time', 'loop'],
  ['give back', 'return'],
  ['hand out', 'return'],
  ['plus one', 'increment'],
  ['add one', 'increment'],
  ['minus one', 'decrement'],
  ['subtract one', 'decrement'],
  ['take away', 'remov'],
  ['number of', 'count'],
  ['how many', 'count'],
  ['hash map', 'dictionary'],
  ['hash table', 'dictionary'],
  ['lower case', 'lowercas'],
  ['upper case', 'uppercas'],
  ['minus infinity', 'infinity'],
  ['not found', 'null'],
  ['does not exist', 'null'],
  ['no such', 'null'],
];

/** Numbers written as words. */
export const NUMBER_WORDS: Readonly<Record<string, string>> = {
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  twelve: '12',
  hundred: '100',
};

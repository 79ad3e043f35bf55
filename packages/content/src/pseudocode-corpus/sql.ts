import type { CorpusEntry } from './types';

export const sqlCorpus: readonly CorpusEntry[] = [
  {
    problemId: 'sql-run-select-where-order',
    answers: [
      {
        kind: 'correct',
        style: 'terse',
        text: `1. rows = [u for u in users if u.age is not NULL and u.age >= 18]
2. names = [u.name for u in rows]
3. return a sorted copy of names, ascending`,
      },
      {
        kind: 'correct',
        style: 'verbose',
        text: `We evaluate the query the way SQL does: FROM, then WHERE, then SELECT, then ORDER BY.
1. Start from the list of user records, without modifying it; we build new lists as we go.
2. WHERE: go through every record and keep it only if its age is known and is at least 18. A missing age is NULL, and NULL >= 18 is unknown, which is not true, so those records are dropped.
3. SELECT name: from each kept record take only the name.
4. ORDER BY name: arrange the names alphabetically from A to Z (ascending is the default).
5. Return that list. If nobody is 18 or older, the result is an empty list.`,
      },
      {
        kind: 'correct',
        style: 'order rows by f',
        text: `adults := the users whose age is present and not below 18 (null ages fail the test, like in SQL)
order rows of adults by name, A before Z
output just the name column of those rows, leaving users untouched; no adults -> empty output`,
      },
      {
        kind: 'partial',
        style: 'no NULL rule',
        missing: 'NULL (missing) ages',
        text: `1. Make a new empty list result.
2. For each user in users: if user.age >= 18, add user.name to result.
3. Sort result by name in ascending order.
4. Return result (empty when no user is an adult).`,
      },
      {
        kind: 'partial',
        style: 'no ORDER BY',
        missing: 'ORDER BY name (sort the names)',
        text: `1. result = []
2. For each record (name, age) in the users list, skipping records whose age is NULL:
3.     if age >= 18: append name to result
4. Return result.`,
      },
    ],
  },
  {
    problemId: 'sql-find-duplicate-emails',
    answers: [
      {
        kind: 'correct',
        style: 'SQL',
        text: `SELECT LOWER(TRIM(email)) AS e, COUNT(*) AS n
FROM users
WHERE email IS NOT NULL AND TRIM(email) <> ''
GROUP BY LOWER(TRIM(email))
HAVING COUNT(*) > 1;
-- each duplicated address once with its count; NULL and blank rows are excluded`,
      },
      {
        kind: 'correct',
        style: 'verbose',
        text: `1. Create an empty map from normalised address to count.
2. For each account row: skip it if the email is NULL or only spaces, because missing emails are not duplicates of each other.
3. Normalise the email: trim surrounding spaces and convert to lower case, so "Ann@x.io" and "ann@x.io " become the same key.
4. Add one to the count of that key in the map.
5. After all rows are counted, go through the map and output every key whose count is greater than 1, together with the count. Each address therefore appears once in the report.
6. If no key has a count above 1, report that there are no duplicates.`,
      },
      {
        kind: 'correct',
        style: 'other words',
        text: `bucket the accounts by their cleaned-up address (strip whitespace at both ends, fold to lower case), ignoring accounts that have no address
for each bucket holding two or more accounts: print the address and the bucket size`,
      },
      {
        kind: 'partial',
        style: 'keeps NULL',
        missing: 'NULL or empty emails are not duplicates',
        text: `1. For every row, key = lower(trim(email)).
2. counts[key] = counts[key] + 1 (start at 0).
3. For each key with counts[key] > 1, output key and counts[key].`,
      },
      {
        kind: 'partial',
        style: 'no normalisation',
        missing: 'normalise case and surrounding whitespace',
        text: `SELECT email, COUNT(*) AS n
FROM users
WHERE email IS NOT NULL
GROUP BY email
HAVING COUNT(*) > 1;`,
      },
    ],
  },
];

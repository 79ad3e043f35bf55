import type { CorpusEntry } from './types';

export const restCorpus: readonly CorpusEntry[] = [
  {
    problemId: 'rest-pseudo-get-book',
    answers: [
      {
        kind: 'correct',
        style: 'terse',
        text: `1. id = req.params.id; if it does not match /^[1-9][0-9]*$/: 400 {"error": "id must be a positive integer"}
2. try: book = db.findBook(id)
3. catch: 500 {"error": "internal error"} (log the details)
4. if book is null: 404 {"error": "book not found"}
5. 200 with the book as JSON (Content-Type: application/json)`,
      },
      {
        kind: 'correct',
        style: 'verbose',
        text: `1. Take the id segment from the request path.
2. Check that it is a positive whole number. If it is not (for example "abc", "0" or "-3"), reply with status 400 and a JSON body {"error": "id must be a positive integer"}, without touching the database.
3. Query the database for the book with that id, inside a try block.
4. If the query throws (the database is down, a timeout), log the error and reply 500 with a generic JSON error message; never send the stack trace to the client.
5. If the query returns nothing, reply 404 with {"error": "book not found"}.
6. Otherwise reply 200 with the book serialised as JSON and the Content-Type header set to application/json.`,
      },
      {
        kind: 'correct',
        style: 'other words',
        text: `handle GET /books/:id
  n <- parse path param as integer
  bad or n < 1   -> respond Bad Request, json {error: "id must be a positive integer"}
  record <- books table lookup by primary key n   (storage failure -> respond Internal Server Error, json error)
  no record      -> respond Not Found, json {error: "no such book"}
  else           -> respond OK with record serialised as application/json`,
      },
      {
        kind: 'partial',
        style: 'no database error handling',
        missing: 'database errors (reply 500)',
        text: `1. Read id from the path; if it is not a positive integer reply 400 {"error": "id must be a positive integer"}.
2. book = SELECT * FROM books WHERE id = ?.
3. If no book was found, reply 404 {"error": "not found"}.
4. Reply 200 with res.json(book).`,
      },
      {
        kind: 'partial',
        style: 'no validation',
        missing: 'validate the id is a positive integer (400)',
        text: `1. id = req.params.id
2. try to load the book with that id from the database; on a database error reply 500 with a JSON error
3. if nothing was found reply 404 with {"error": "book not found"}
4. otherwise reply 200 with the book as JSON`,
      },
    ],
  },
  {
    problemId: 'rest-pseudo-if-match-update',
    answers: [
      {
        kind: 'correct',
        style: 'terse',
        text: `PUT /documents/:id
1. tag = header If-Match; if missing: 428 Precondition Required
2. expected = the version in tag (strip the quotes)
3. rows = UPDATE documents SET body = :body, version = version + 1 WHERE id = :id AND version = :expected
4. if rows == 1: 200, ETag: "<expected + 1>", return the new document
5. else if no document with id exists: 404
6. else: 412 Precondition Failed (the client must reload)`,
      },
      {
        kind: 'correct',
        style: 'verbose',
        text: `1. Read the If-Match header from the request. If the client did not send it, reply 428 Precondition Required: we refuse blind updates.
2. Remove the quotes from the header value to get the version number the client last saw. If it is not a number, reply 412 since it cannot match.
3. Validate the request body; reply 400 if it is invalid.
4. Run one atomic statement: update the document's content and increment its version, but only where the id matches and the version still equals the version from the header. Doing the check and the write in one statement means no other writer can sneak in between.
5. Look at the number of affected rows. If one row changed, reply 200 with the updated document and a new ETag header holding the new version.
6. If zero rows changed, look the document up: if it does not exist, reply 404; if it exists, its version moved on, so reply 412 Precondition Failed and the client has to reload and retry.`,
      },
      {
        kind: 'correct',
        style: 'other words',
        text: `guard: request without If-Match -> 428
seen = If-Match value stripped of quotes
changed = db.exec("UPDATE documents SET content=?, version=version+1 WHERE id=? AND version=?", body, id, seen)   -- compare-and-swap in a single statement
changed == 1 -> reply 200, header ETag = quoted(seen + 1)
changed == 0 -> doc gone? reply 404 : reply 412 (someone else saved first)`,
      },
      {
        kind: 'partial',
        style: 'read then write',
        missing: 'atomic compare-and-set in one statement (race between read and write)',
        text: `1. If the If-Match header is missing, reply 428.
2. doc = SELECT * FROM documents WHERE id = :id; if none, reply 404.
3. If doc.version != the If-Match version, reply 412 Precondition Failed.
4. UPDATE documents SET body = :body, version = doc.version + 1 WHERE id = :id.
5. Reply 200 with ETag set to the new version.`,
      },
      {
        kind: 'partial',
        style: 'header optional',
        missing: 'require If-Match (428 when it is missing)',
        text: `1. expected = If-Match header without quotes.
2. If a header was sent: n = UPDATE documents SET body = ?, version = version + 1 WHERE id = ? AND version = expected.
   If no header was sent: n = UPDATE documents SET body = ?, version = version + 1 WHERE id = ?.
3. If n == 0: reply 404 when the document does not exist, else 412.
4. Reply 200 with the new ETag.`,
      },
    ],
  },
];

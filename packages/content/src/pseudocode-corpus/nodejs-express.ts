import type { CorpusEntry } from './types';

export const nodeCorpus: readonly CorpusEntry[] = [
  {
    problemId: 'node-pseudo-pagination',
    answers: [
      {
        kind: 'correct',
        style: 'terse',
        text: `GET /api/products:
1. page = req.query.page ?? 1; limit = req.query.limit ?? 20
2. if page or limit is not an integer or < 1: return 400 {error}
3. limit = min(limit, 100)
4. offset = (page - 1) * limit
5. [items, total] = await Promise.all([db.find({ skip: offset, take: limit }), db.count()])
6. res.json({ items, page, limit, total, totalPages: ceil(total / limit) })
7. on db error: next(err)`,
      },
      {
        kind: 'correct',
        style: 'verbose',
        text: `1. Register app.get('/api/products', handler).
2. In the handler, read page and limit from the query string. When page is absent use 1; when limit is absent use 20.
3. Convert both to numbers. If either is not a whole number, or is zero or negative, respond with status 400 and a JSON error saying which parameter is wrong, and stop.
4. If limit is larger than 100, lower it to 100 so clients cannot ask for huge pages.
5. Work out the offset as (page - 1) times limit.
6. Ask the database for limit products starting at that offset, ordered by id so the pages are stable, and also ask for the total number of products.
7. Compute totalPages as total divided by limit, rounded up.
8. Respond 200 with JSON containing the items, page, limit, total and totalPages. If the database throws, pass the error to the error handler (500).`,
      },
      {
        kind: 'correct',
        style: 'other words',
        text: `handler listProducts(request):
  pageNo  <- parseInt(request.query.page  or "1")
  perPage <- parseInt(request.query.limit or "20")
  reject with 400 Bad Request unless pageNo >= 1 and perPage >= 1 (NaN fails too)
  perPage <- the lesser of perPage and 100
  skip <- perPage * (pageNo - 1)
  rows  <- SELECT * FROM products ORDER BY id LIMIT perPage OFFSET skip
  count <- SELECT COUNT(*) FROM products
  reply { items: rows, page: pageNo, limit: perPage, total: count, totalPages: ceil(count / perPage) }`,
      },
      {
        kind: 'partial',
        style: 'no cap',
        missing: 'cap limit at 100',
        text: `1. page = Number(req.query.page || 1), limit = Number(req.query.limit || 20).
2. If either is not a positive integer, reply 400 with a JSON error.
3. offset = (page - 1) * limit.
4. items = db query with LIMIT limit OFFSET offset; total = db count of products.
5. Reply { items, page, limit, total, totalPages: Math.ceil(total / limit) }.`,
      },
      {
        kind: 'partial',
        style: 'no validation',
        missing: 'reject non-numeric or non-positive values with 400',
        text: `1. page = parseInt(req.query.page) or 1 when missing; limit = parseInt(req.query.limit) or 20 when missing.
2. limit = Math.min(limit, 100).
3. offset = (page - 1) * limit.
4. Fetch the products with LIMIT limit OFFSET offset and count all products.
5. Respond with items, page, limit, total and totalPages = ceil(total / limit).`,
      },
    ],
  },
];

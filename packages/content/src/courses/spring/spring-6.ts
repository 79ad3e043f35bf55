import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'spring-6',
  order: 6,
  title: 'Spring Data JPA',
  description:
    'Persist entities with JPA and Hibernate, write repositories with derived queries, and avoid common ORM pitfalls.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Map entities and relationships with JPA annotations',
    'Create repositories and derived query methods',
    'Write JPQL queries, projections and pagination',
    'Prevent N+1 queries and lazy-loading problems',
  ],
  lesson: `## Entities

JPA (Jakarta Persistence) maps Java classes to tables; **Hibernate** is the implementation Spring Boot uses by default.

\`\`\`java
@Entity
@Table(name = "users")
public class User {
    @Id @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(nullable = false, unique = true)
    private String email;

    private String firstName;
    private String lastName;
    private int age;
    private boolean active;

    @ManyToOne(fetch = FetchType.LAZY)
    private Department department;

    @OneToMany(mappedBy = "user", cascade = CascadeType.ALL, orphanRemoval = true)
    private List<Order> orders = new ArrayList<>();

    protected User() {} // required by JPA
}
\`\`\`

Relationships are \`@ManyToOne\`, \`@OneToMany\`, \`@OneToOne\` and \`@ManyToMany\`. Make \`@ManyToOne\` lazy explicitly (it is eager by default) and let the \`mappedBy\` side point to the owning field.

## Repositories and derived queries

\`\`\`java
public interface UserRepository extends JpaRepository<User, Long> {
    Optional<User> findByEmailIgnoreCase(String email);
    List<User> findByLastNameAndAgeGreaterThanEqual(String lastName, int age);
    List<User> findTop3ByActiveTrueOrderByAgeDesc();
    long countByDepartmentNameIn(Collection<String> names);
    Page<User> findByLastName(String lastName, Pageable pageable);
}
\`\`\`

Spring Data generates the implementation at startup. \`JpaRepository\` already provides \`save\`, \`findById\`, \`findAll\`, \`delete\`, paging and sorting. **Derived queries** are parsed from the method name: a **subject** (\`find\`, \`read\`, \`get\`, \`query\`, \`count\`, \`exists\`, \`delete\`) optionally with \`Distinct\` or \`First\`/\`Top\` plus a number, then \`By\`, then **predicates** joined by \`And\` and \`Or\`, each a property plus an optional keyword (\`GreaterThan\`, \`LessThanEqual\`, \`Between\`, \`In\`, \`NotIn\`, \`Like\`, \`IsNull\`, \`IsNotNull\`, \`True\`, \`False\`, \`IgnoreCase\`, \`Before\`, \`After\`, \`Not\`), and finally an optional \`OrderBy\` clause with \`Asc\` or \`Desc\`. Parameters bind in order. \`And\` and \`Or\` only split where they are followed by an upper-case letter, so a property such as \`orderDate\` or \`brand\` is not cut in half. Invalid names fail at startup, which is a useful safety net.

## Custom queries and projections

For anything longer, write JPQL or native SQL:

\`\`\`java
@Query("select u from User u join fetch u.department d where d.name = :dept")
List<User> findWithDepartment(@Param("dept") String dept);

record UserSummary(String firstName, String lastName) {}
List<UserSummary> findByActiveTrue(); // interface or record projection: selects only needed columns
\`\`\`

## Pitfalls

- **N+1 queries**: iterating users and touching \`user.getDepartment().getName()\` loads departments one by one. Use \`join fetch\` or \`@EntityGraph(attributePaths = "department")\`.
- **LazyInitializationException**: touching a lazy association after the transaction ended. Fetch what you need inside the service transaction and map to DTOs there; do not rely on open-session-in-view (disable \`spring.jpa.open-in-view\`).
- Let **Flyway** or **Liquibase** manage the schema instead of \`ddl-auto=update\` in production.
- Enable SQL logging in development to see the statements Hibernate issues.

In the exercise you translate derived query method names into JPQL.`,
  overview: {
    whatYouWillLearn: [
      'Entity mapping, identifiers and relationships',
      'JpaRepository built-in operations, paging and sorting',
      'The grammar of derived query method names',
      'JPQL with @Query and projections',
      'N+1 queries, fetch joins and entity graphs',
      'LazyInitializationException and schema migrations with Flyway',
    ],
    proTip:
      'Set spring.jpa.open-in-view=false in new projects; lazy-loading problems then appear in tests instead of silently issuing queries during JSON rendering.',
  },
  mcqs: [],
  problems: [
    {
      id: 'spring-derived-query',
      title: 'Derived Query Translator',
      description: `Translate Spring Data derived query method names into JPQL.

**Input:** the entity name on the first line, then n, then n method names.

**Method grammar:** SUBJECT \`By\` [PREDICATE] [\`OrderBy\` ORDER]. The subject is everything before the first \`By\`; it must start with \`find\`, \`read\`, \`get\`, \`query\` or \`count\`, otherwise (or without \`By\`) print \`INVALID\`. A subject containing \`Distinct\` selects distinct rows; \`First\` or \`Top\` followed by an optional number N (default 1) adds a limit.

The predicate splits into OR groups at \`Or\` followed by an upper-case letter, and each group into parts at \`And\` followed by an upper-case letter. A part is a property name followed by an optional keyword, checked in this order: \`IsNotNull\`/\`NotNull\` (IS NOT NULL), \`IsNull\`/\`Null\` (IS NULL), \`GreaterThanEqual\` (>=), \`GreaterThan\` (>), \`LessThanEqual\` (<=), \`LessThan\` (<), \`Before\` (<), \`After\` (>), \`Between\` (BETWEEN ?i AND ?i+1), \`NotIn\` (NOT IN), \`In\` (IN), \`Not\` (<>), \`Like\` (LIKE), \`True\` (= TRUE), \`False\` (= FALSE), \`IgnoreCase\` (UPPER(a.p) = UPPER(?i)); no keyword means =. Properties are written with a lower-case first letter. Parameters are numbered ?1, ?2... from left to right.

ORDER is split after each \`Asc\` or \`Desc\` that is followed by an upper-case letter; each item is a property with an optional \`Asc\`/\`Desc\` (default ASC).

**Output:** one line per method: \`SELECT [DISTINCT ]a FROM Entity a\` (or \`SELECT COUNT(a) FROM Entity a\` for count) then \` WHERE ...\` (parts joined with \` AND \`, groups with \` OR \`), \` ORDER BY a.p DIR, ...\` and \` LIMIT N\` when present; \`a\` is the entity name's first letter in lower case.`,
      examples: [
        {
          input:
            'User\n3\nfindByLastName\nfindByAgeGreaterThanEqualAndActiveTrue\nfindTop3ByCityOrderByAgeDesc\n',
          output:
            'SELECT u FROM User u WHERE u.lastName = ?1\nSELECT u FROM User u WHERE u.age >= ?1 AND u.active = TRUE\nSELECT u FROM User u WHERE u.city = ?1 ORDER BY u.age DESC LIMIT 3',
          explanation: 'True takes no parameter; Top3 adds a limit.',
        },
        {
          input: 'User\n2\ncountByEmailIgnoreCase\nfindDistinctByFirstNameOrLastName\n',
          output:
            'SELECT COUNT(u) FROM User u WHERE UPPER(u.email) = UPPER(?1)\nSELECT DISTINCT u FROM User u WHERE u.firstName = ?1 OR u.lastName = ?2',
          explanation: 'IgnoreCase compares upper-cased values; Or separates groups.',
        },
      ],
      constraints: ['1 <= n <= 100', 'Property names never end with a keyword'],
      testCases: [
        {
          input:
            'User\n3\nfindByLastName\nfindByAgeGreaterThanEqualAndActiveTrue\nfindTop3ByCityOrderByAgeDesc\n',
          expectedOutput:
            'SELECT u FROM User u WHERE u.lastName = ?1\nSELECT u FROM User u WHERE u.age >= ?1 AND u.active = TRUE\nSELECT u FROM User u WHERE u.city = ?1 ORDER BY u.age DESC LIMIT 3',
          hidden: false,
        },
        {
          input: 'User\n2\ncountByEmailIgnoreCase\nfindDistinctByFirstNameOrLastName\n',
          expectedOutput:
            'SELECT COUNT(u) FROM User u WHERE UPPER(u.email) = UPPER(?1)\nSELECT DISTINCT u FROM User u WHERE u.firstName = ?1 OR u.lastName = ?2',
          hidden: false,
        },
        {
          input: 'User\n3\nfindByCreatedAtBetween\nfindByManagerIsNull\nfindByRoleIn\n',
          expectedOutput:
            'SELECT u FROM User u WHERE u.createdAt BETWEEN ?1 AND ?2\nSELECT u FROM User u WHERE u.manager IS NULL\nSELECT u FROM User u WHERE u.role IN ?1',
          hidden: true,
        },
        {
          input: 'Order\n3\nfindFirstByOrderDateBefore\nfindByBrandAndStatusNot\nfindByNameNotIn\n',
          expectedOutput:
            'SELECT o FROM Order o WHERE o.orderDate < ?1 LIMIT 1\nSELECT o FROM Order o WHERE o.brand = ?1 AND o.status <> ?2\nSELECT o FROM Order o WHERE o.name NOT IN ?1',
          hidden: true,
        },
        {
          input: 'Product\n3\nfetchByName\nfindName\nfindByPriceBetweenAndNameLike\n',
          expectedOutput:
            'INVALID\nINVALID\nSELECT p FROM Product p WHERE p.price BETWEEN ?1 AND ?2 AND p.name LIKE ?3',
          hidden: true,
        },
        {
          input:
            'Employee\n3\nfindByActiveFalseOrderByLastNameAscFirstName\nfindAllByOrderByHiredAtDesc\nreadByDeptIdAndSalaryLessThanOrTitleNotNull\n',
          expectedOutput:
            'SELECT e FROM Employee e WHERE e.active = FALSE ORDER BY e.lastName ASC, e.firstName ASC\nSELECT e FROM Employee e ORDER BY e.hiredAt DESC\nSELECT e FROM Employee e WHERE e.deptId = ?1 AND e.salary < ?2 OR e.title IS NOT NULL',
          hidden: true,
        },
        {
          input:
            'Event\n2\nqueryTop10ByStartsAtAfterOrderByStartsAt\ngetDistinctFirst5ByCityIgnoreCase\n',
          expectedOutput:
            'SELECT e FROM Event e WHERE e.startsAt > ?1 ORDER BY e.startsAt ASC LIMIT 10\nSELECT DISTINCT e FROM Event e WHERE UPPER(e.city) = UPPER(?1) LIMIT 5',
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys

KEYWORDS = [
    ('IsNotNull', 'nn'), ('NotNull', 'nn'), ('IsNull', 'null'), ('Null', 'null'),
    ('GreaterThanEqual', '>='), ('GreaterThan', '>'), ('LessThanEqual', '<='), ('LessThan', '<'),
    ('Before', '<'), ('After', '>'), ('Between', 'between'), ('NotIn', 'NOT IN'), ('In', 'IN'),
    ('Not', '<>'), ('Like', 'LIKE'), ('True', 'true'), ('False', 'false'), ('IgnoreCase', 'ic'),
]


def split_kw(s, word):
    parts, cur, i = [], '', 0
    while i < len(s):
        if s.startswith(word, i) and i + len(word) < len(s) and s[i + len(word)].isupper() and cur:
            parts.append(cur)
            cur = ''
            i += len(word)
        else:
            cur += s[i]
            i += 1
    parts.append(cur)
    return parts


def lower_first(p):
    return p[0].lower() + p[1:]


def translate(entity, name):
    a = entity[0].lower()
    k = name.find('By')
    if k == -1:
        return 'INVALID'
    subject, rest = name[:k], name[k + 2:]
    verb = next((v for v in ('find', 'read', 'get', 'query', 'count') if subject.startswith(v)), None)
    if verb is None:
        return 'INVALID'
    middle = subject[len(verb):]
    limit = None
    for word in ('First', 'Top'):
        j = middle.find(word)
        if j != -1:
            digits = ''
            t = j + len(word)
            while t < len(middle) and middle[t].isdigit():
                digits += middle[t]
                t += 1
            limit = int(digits) if digits else 1
    pred, order = rest, ''
    j = rest.find('OrderBy')
    if j != -1:
        pred, order = rest[:j], rest[j + 7:]
    idx = 1
    groups = []
    if pred:
        for group in split_kw(pred, 'Or'):
            conds = []
            for part in split_kw(group, 'And'):
                op = '='
                prop = part
                for kw, o in KEYWORDS:
                    if part.endswith(kw) and len(part) > len(kw):
                        op, prop = o, part[:-len(kw)]
                        break
                f = '%s.%s' % (a, lower_first(prop))
                if op == 'nn':
                    conds.append(f + ' IS NOT NULL')
                elif op == 'null':
                    conds.append(f + ' IS NULL')
                elif op in ('true', 'false'):
                    conds.append('%s = %s' % (f, op.upper()))
                elif op == 'between':
                    conds.append('%s BETWEEN ?%d AND ?%d' % (f, idx, idx + 1))
                    idx += 2
                elif op == 'ic':
                    conds.append('UPPER(%s) = UPPER(?%d)' % (f, idx))
                    idx += 1
                else:
                    conds.append('%s %s ?%d' % (f, op, idx))
                    idx += 1
            groups.append(' AND '.join(conds))
    sel = 'COUNT(%s)' % a if verb == 'count' else ('DISTINCT ' + a if 'Distinct' in middle else a)
    out = 'SELECT %s FROM %s %s' % (sel, entity, a)
    if groups:
        out += ' WHERE ' + ' OR '.join(groups)
    if order:
        items, cur, i = [], '', 0
        while i < len(order):
            cur += order[i]
            i += 1
            if (cur.endswith('Asc') or cur.endswith('Desc')) and i < len(order) and order[i].isupper():
                items.append(cur)
                cur = ''
        items.append(cur)
        specs = []
        for it in items:
            d = 'ASC'
            if it.endswith('Desc'):
                d, it = 'DESC', it[:-4]
            elif it.endswith('Asc'):
                it = it[:-3]
            specs.append('%s.%s %s' % (a, lower_first(it), d))
        out += ' ORDER BY ' + ', '.join(specs)
    if limit is not None:
        out += ' LIMIT %d' % limit
    return out


lines = sys.stdin.read().splitlines()
entity = lines[0].strip()
n = int(lines[1])
for i in range(2, 2 + n):
    print(translate(entity, lines[i].strip()))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
props = ['LastName', 'Age', 'Active', 'City', 'CreatedAt', 'Email', 'Manager', 'Role', 'Status', 'Price', 'Title', 'DeptId', 'Salary', 'StartsAt', 'Name', 'Brand', 'OrderDate']
kws = ['', '', 'IsNotNull', 'NotNull', 'IsNull', 'Null', 'GreaterThanEqual', 'GreaterThan', 'LessThanEqual', 'LessThan', 'Before', 'After', 'Between', 'NotIn', 'In', 'Not', 'Like', 'True', 'False', 'IgnoreCase']
subjects = ['find', 'read', 'get', 'query', 'count', 'findDistinct', 'findFirst', 'findTop', 'findTop5', 'findTop10', 'getDistinctFirst3', 'queryTop100', 'findAll', 'countDistinct']
print(random.choice(['User', 'Order', 'Product', 'Employee', 'Event']))
print(n)
for _ in range(n):
    r = random.random()
    if mode == 'mixed' and r < 0.08:
        print(random.choice(['fetchByName', 'findName', 'deleteByAge', 'removeByCity', 'find', 'byName']))
        continue
    subj = random.choice(subjects)
    groups = []
    for _ in range(random.randint(0 if mode == 'mixed' else 1, 3)):
        parts = [random.choice(props) + random.choice(kws) for _ in range(random.randint(1, 3))]
        groups.append('And'.join(parts))
    pred = 'Or'.join(groups)
    order = ''
    if random.random() < 0.4 or (mode == 'mixed' and not pred):
        order = 'OrderBy' + ''.join(random.choice(props) + random.choice(['', 'Asc', 'Desc']) for _ in range(random.randint(1, 3)))
    print(subj + 'By' + pred + order)
`,
        tests: [
          { args: '100 mixed', label: '100 methods, every keyword' },
          { args: '100 preds', label: '100 methods with predicates' },
          { args: '1 preds', label: 'one method' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
assert re.fullmatch('[A-Z][A-Za-z0-9]*', lines[0]), 'bad entity name'
n = int(lines[1])
assert 1 <= n <= 100 and len(lines) == n + 2, 'n out of range'
for name in lines[2:]:
    assert re.fullmatch('[A-Za-z][A-Za-z0-9]*', name), 'bad method name'
`,
        wrongSolutions: [
          {
            name: 'short-keywords-first',
            language: 'python3',
            mustFail: 'WA',
            why: 'Checks the short keywords In and Null before NotIn, IsNull and NotNull, so findByNameNotIn becomes name "nameNot" IN',
            source: `import sys
KEYWORDS = [('In', 'IN'), ('Null', 'null'), ('IsNotNull', 'nn'), ('NotNull', 'nn'), ('IsNull', 'null'),
    ('GreaterThanEqual', '>='), ('GreaterThan', '>'), ('LessThanEqual', '<='), ('LessThan', '<'),
    ('Before', '<'), ('After', '>'), ('Between', 'between'), ('NotIn', 'NOT IN'),
    ('Not', '<>'), ('Like', 'LIKE'), ('True', 'true'), ('False', 'false'), ('IgnoreCase', 'ic')]
def split_kw(s, word):
    parts, cur, i = [], '', 0
    while i < len(s):
        if s.startswith(word, i) and i + len(word) < len(s) and s[i + len(word)].isupper() and cur:
            parts.append(cur); cur = ''; i += len(word)
        else:
            cur += s[i]; i += 1
    parts.append(cur)
    return parts
def lf(p):
    return p[0].lower() + p[1:]
def translate(entity, name):
    a = entity[0].lower()
    k = name.find('By')
    if k == -1:
        return 'INVALID'
    subject, rest = name[:k], name[k + 2:]
    verb = next((v for v in ('find', 'read', 'get', 'query', 'count') if subject.startswith(v)), None)
    if verb is None:
        return 'INVALID'
    middle = subject[len(verb):]
    limit = None
    for word in ('First', 'Top'):
        j = middle.find(word)
        if j != -1:
            t = j + len(word)
            digits = ''
            while t < len(middle) and middle[t].isdigit():
                digits += middle[t]; t += 1
            limit = int(digits) if digits else 1
    pred, order = rest, ''
    j = rest.find('OrderBy')
    if j != -1:
        pred, order = rest[:j], rest[j + 7:]
    idx = 1
    groups = []
    if pred:
        for group in split_kw(pred, 'Or'):
            conds = []
            for part in split_kw(group, 'And'):
                op, prop = '=', part
                for kw, o in KEYWORDS:
                    if part.endswith(kw) and len(part) > len(kw):
                        op, prop = o, part[:-len(kw)]
                        break
                f = '%s.%s' % (a, lf(prop))
                if op == 'nn':
                    conds.append(f + ' IS NOT NULL')
                elif op == 'null':
                    conds.append(f + ' IS NULL')
                elif op in ('true', 'false'):
                    conds.append('%s = %s' % (f, op.upper()))
                elif op == 'between':
                    conds.append('%s BETWEEN ?%d AND ?%d' % (f, idx, idx + 1)); idx += 2
                elif op == 'ic':
                    conds.append('UPPER(%s) = UPPER(?%d)' % (f, idx)); idx += 1
                else:
                    conds.append('%s %s ?%d' % (f, op, idx)); idx += 1
            groups.append(' AND '.join(conds))
    sel = 'COUNT(%s)' % a if verb == 'count' else ('DISTINCT ' + a if 'Distinct' in middle else a)
    out = 'SELECT %s FROM %s %s' % (sel, entity, a)
    if groups:
        out += ' WHERE ' + ' OR '.join(groups)
    if order:
        items, cur, i = [], '', 0
        while i < len(order):
            cur += order[i]; i += 1
            if (cur.endswith('Asc') or cur.endswith('Desc')) and i < len(order) and order[i].isupper():
                items.append(cur); cur = ''
        items.append(cur)
        specs = []
        for it in items:
            d = 'ASC'
            if it.endswith('Desc'):
                d, it = 'DESC', it[:-4]
            elif it.endswith('Asc'):
                it = it[:-3]
            specs.append('%s.%s %s' % (a, lf(it), d))
        out += ' ORDER BY ' + ', '.join(specs)
    if limit is not None:
        out += ' LIMIT %d' % limit
    return out
lines = sys.stdin.read().splitlines()
entity = lines[0].strip()
for i in range(2, 2 + int(lines[1])):
    print(translate(entity, lines[i].strip()))
`,
          },
          {
            name: 'between-one-parameter',
            language: 'python3',
            mustFail: 'WA',
            why: 'Gives Between a single parameter, so it prints BETWEEN ?i AND ?i and numbers the following parameters one too low',
            source: `import sys
KEYWORDS = [('IsNotNull', 'nn'), ('NotNull', 'nn'), ('IsNull', 'null'), ('Null', 'null'),
    ('GreaterThanEqual', '>='), ('GreaterThan', '>'), ('LessThanEqual', '<='), ('LessThan', '<'),
    ('Before', '<'), ('After', '>'), ('Between', 'between'), ('NotIn', 'NOT IN'), ('In', 'IN'),
    ('Not', '<>'), ('Like', 'LIKE'), ('True', 'true'), ('False', 'false'), ('IgnoreCase', 'ic')]
def split_kw(s, word):
    parts, cur, i = [], '', 0
    while i < len(s):
        if s.startswith(word, i) and i + len(word) < len(s) and s[i + len(word)].isupper() and cur:
            parts.append(cur); cur = ''; i += len(word)
        else:
            cur += s[i]; i += 1
    parts.append(cur)
    return parts
def lf(p):
    return p[0].lower() + p[1:]
def translate(entity, name):
    a = entity[0].lower()
    k = name.find('By')
    if k == -1:
        return 'INVALID'
    subject, rest = name[:k], name[k + 2:]
    verb = next((v for v in ('find', 'read', 'get', 'query', 'count') if subject.startswith(v)), None)
    if verb is None:
        return 'INVALID'
    middle = subject[len(verb):]
    limit = None
    for word in ('First', 'Top'):
        j = middle.find(word)
        if j != -1:
            t = j + len(word)
            digits = ''
            while t < len(middle) and middle[t].isdigit():
                digits += middle[t]; t += 1
            limit = int(digits) if digits else 1
    pred, order = rest, ''
    j = rest.find('OrderBy')
    if j != -1:
        pred, order = rest[:j], rest[j + 7:]
    idx = 1
    groups = []
    if pred:
        for group in split_kw(pred, 'Or'):
            conds = []
            for part in split_kw(group, 'And'):
                op, prop = '=', part
                for kw, o in KEYWORDS:
                    if part.endswith(kw) and len(part) > len(kw):
                        op, prop = o, part[:-len(kw)]
                        break
                f = '%s.%s' % (a, lf(prop))
                if op == 'nn':
                    conds.append(f + ' IS NOT NULL')
                elif op == 'null':
                    conds.append(f + ' IS NULL')
                elif op in ('true', 'false'):
                    conds.append('%s = %s' % (f, op.upper()))
                elif op == 'between':
                    conds.append('%s BETWEEN ?%d AND ?%d' % (f, idx, idx)); idx += 1
                elif op == 'ic':
                    conds.append('UPPER(%s) = UPPER(?%d)' % (f, idx)); idx += 1
                else:
                    conds.append('%s %s ?%d' % (f, op, idx)); idx += 1
            groups.append(' AND '.join(conds))
    sel = 'COUNT(%s)' % a if verb == 'count' else ('DISTINCT ' + a if 'Distinct' in middle else a)
    out = 'SELECT %s FROM %s %s' % (sel, entity, a)
    if groups:
        out += ' WHERE ' + ' OR '.join(groups)
    if order:
        items, cur, i = [], '', 0
        while i < len(order):
            cur += order[i]; i += 1
            if (cur.endswith('Asc') or cur.endswith('Desc')) and i < len(order) and order[i].isupper():
                items.append(cur); cur = ''
        items.append(cur)
        specs = []
        for it in items:
            d = 'ASC'
            if it.endswith('Desc'):
                d, it = 'DESC', it[:-4]
            elif it.endswith('Asc'):
                it = it[:-3]
            specs.append('%s.%s %s' % (a, lf(it), d))
        out += ' ORDER BY ' + ', '.join(specs)
    if limit is not None:
        out += ' LIMIT %d' % limit
    return out
lines = sys.stdin.read().splitlines()
entity = lines[0].strip()
for i in range(2, 2 + int(lines[1])):
    print(translate(entity, lines[i].strip()))
`,
          },
        ],
      },
    },
  ],
};

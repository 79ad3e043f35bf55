import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'spring-3',
  order: 3,
  title: 'Configuration, Properties and Profiles',
  description:
    'Externalise configuration with properties and YAML, bind it to typed classes, and switch environments with profiles.',
  difficulty: 'Easy',
  testType: 'coding',
  objectives: [
    'Write application.properties and application.yml configuration',
    'Bind settings to @ConfigurationProperties records with validation',
    'Activate profiles and use profile-specific files',
    'Predict which property source wins, including relaxed binding',
  ],
  lesson: `## Externalised configuration

The same build should run on a laptop, in CI and in production; only its **configuration** changes. Spring Boot reads configuration from many **property sources** and merges them: \`application.properties\` or \`application.yml\` inside the JAR, profile-specific files, environment variables, command-line arguments and more.

\`\`\`yaml
# src/main/resources/application.yml
server:
  port: 8080
spring:
  application:
    name: shop
shop:
  payment:
    base-url: https://sandbox.pay.example.com
    timeout: 5s
    retries: 3
\`\`\`

## Typed configuration

Prefer binding groups of settings to a typed, validated class over scattering \`@Value\` annotations:

\`\`\`java
@ConfigurationProperties(prefix = "shop.payment")
@Validated
public record PaymentProperties(@NotNull URI baseUrl, Duration timeout, @Min(0) int retries) {}

@SpringBootApplication
@ConfigurationPropertiesScan
public class ShopApplication { }
\`\`\`

Boot converts strings to types such as \`Duration\` (\`5s\`), \`DataSize\` (\`10MB\`), \`URI\` and enums, and fails at startup if validation fails. The configuration processor dependency gives your IDE auto-completion for your own keys.

## Profiles

A **profile** names an environment or feature set. Activate profiles with \`spring.profiles.active=dev\` or the environment variable \`SPRING_PROFILES_ACTIVE=prod\`. Boot then also loads \`application-dev.yml\` (or \`application-prod.properties\`); values in a profile-specific file override the default file. With several active profiles, the last one listed wins on conflicts. Beans can be limited to a profile with \`@Profile("dev")\`.

## Which value wins?

The most important sources, from **highest** to lowest precedence:

1. command-line arguments (\`--server.port=9090\`);
2. OS environment variables (\`SERVER_PORT=8081\`);
3. profile-specific application files for active profiles;
4. the plain \`application.properties\` / \`application.yml\`;
5. default properties set in code.

A higher source overrides a key from a lower one, while keys it does not mention still come from below. Files for inactive profiles are ignored completely.

## Relaxed binding

Environment variables cannot contain dots or dashes, so Boot uses **relaxed binding**: it compares keys in a canonical form that is lower-case and ignores dashes, and it maps environment variable names by lower-casing them and turning underscores into dots. \`SHOP_PAYMENT_BASEURL\` therefore sets \`shop.payment.base-url\`, and so does \`--shop.payment.baseUrl\` on the command line.

Never commit secrets to these files. Inject them through environment variables or a secret store, and print the effective value of a key with the Actuator \`/actuator/env\` endpoint (secured!) when debugging. In the exercise you implement the precedence rules and relaxed matching.`,
  overview: {
    whatYouWillLearn: [
      'Property sources and why configuration is externalised',
      'YAML and properties syntax',
      '@ConfigurationProperties records with type conversion and validation',
      'Activating profiles and profile-specific files',
      'The precedence order of the main property sources',
      'Relaxed binding between environment variables and property keys',
    ],
    proTip:
      'Add spring-boot-configuration-processor as an annotation processor; your own properties then get auto-completion and documentation in application.yml.',
  },
  mcqs: [],
  problems: [
    {
      id: 'spring-property-precedence',
      title: 'Property Source Precedence',
      description: `Resolve Spring Boot properties from several sources.

**Input:**
- a line \`profiles: P1,P2,...\` with the active profiles in order, or \`profiles: -\`;
- a line with n, then n lines \`SOURCE key=value\` where SOURCE is \`cli\`, \`env\`, \`application-<profile>\`, \`application\` or \`default\` (the value is everything after the first \`=\`); within one source a later line overrides an earlier one;
- a line with q, then q query keys.

**Precedence**, highest first: \`cli\`, \`env\`, the files \`application-<profile>\` of **active** profiles (a profile listed later beats one listed earlier; files of inactive profiles are ignored), \`application\`, \`default\`.

**Relaxed binding:** keys match when their canonical forms are equal. The canonical form of a property key is the key lower-cased with all \`-\` removed. An \`env\` key is first converted by lower-casing it and replacing \`_\` with \`.\`.

**Output:** for each query \`QUERY=VALUE (from SOURCE)\` or \`QUERY not found\`.`,
      examples: [
        {
          input:
            'profiles: dev\n6\ndefault server.port=8080\napplication server.port=8000\napplication spring.application.name=shop\napplication-dev logging.level.root=DEBUG\napplication-prod logging.level.root=WARN\nenv SERVER_PORT=8081\n3\nserver.port\nlogging.level.root\nspring.application.name\n',
          output:
            'server.port=8081 (from env)\nlogging.level.root=DEBUG (from application-dev)\nspring.application.name=shop (from application)',
          explanation: 'The environment variable beats the files; the prod file is inactive.',
        },
        {
          input:
            'profiles: -\n3\napplication-prod feature.x=on\ncli server.port=9090\ndefault server.port=8080\n2\nserver.port\nfeature.x\n',
          output: 'server.port=9090 (from cli)\nfeature.x not found',
          explanation: 'No profile is active, so the prod file is ignored.',
        },
      ],
      constraints: ['0 <= n, q <= 1000', 'Keys contain no spaces or = signs'],
      testCases: [
        {
          input:
            'profiles: dev\n6\ndefault server.port=8080\napplication server.port=8000\napplication spring.application.name=shop\napplication-dev logging.level.root=DEBUG\napplication-prod logging.level.root=WARN\nenv SERVER_PORT=8081\n3\nserver.port\nlogging.level.root\nspring.application.name\n',
          expectedOutput:
            'server.port=8081 (from env)\nlogging.level.root=DEBUG (from application-dev)\nspring.application.name=shop (from application)',
          hidden: false,
        },
        {
          input:
            'profiles: -\n3\napplication-prod feature.x=on\ncli server.port=9090\ndefault server.port=8080\n2\nserver.port\nfeature.x\n',
          expectedOutput: 'server.port=9090 (from cli)\nfeature.x not found',
          hidden: false,
        },
        {
          input:
            'profiles: dev,local\n3\napplication-dev db.url=dev-db\napplication-local db.url=local-db\napplication db.url=prod-db\n1\ndb.url\n',
          expectedOutput: 'db.url=local-db (from application-local)',
          hidden: true,
        },
        {
          input:
            'profiles: -\n2\napplication my-service.base-url=http://a\nenv MYSERVICE_BASEURL=http://b\n2\nmy-service.base-url\nmyService.baseUrl\n',
          expectedOutput:
            'my-service.base-url=http://b (from env)\nmyService.baseUrl=http://b (from env)',
          hidden: true,
        },
        {
          input:
            'profiles: test\n3\napplication jdbc.url=jdbc:h2:mem:test;MODE=PostgreSQL\napplication a=1\napplication a=2\n2\njdbc.url\na\n',
          expectedOutput:
            'jdbc.url=jdbc:h2:mem:test;MODE=PostgreSQL (from application)\na=2 (from application)',
          hidden: true,
        },
        { input: 'profiles: -\n0\n1\nx\n', expectedOutput: 'x not found', hidden: true },
        {
          input:
            'profiles: local,dev\n4\napplication-dev db.url=dev-db\napplication-local db.url=local-db\ndefault cache.ttl=60\ncli cache.ttl=5\n2\ndb.url\ncache.ttl\n',
          expectedOutput: 'db.url=dev-db (from application-dev)\ncache.ttl=5 (from cli)',
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys

lines = sys.stdin.read().splitlines()
prof = lines[0].split(':', 1)[1].strip()
profiles = [] if prof == '-' else [p.strip() for p in prof.split(',')]
order = ['cli', 'env'] + ['application-' + p for p in reversed(profiles)] + ['application', 'default']
rank = {s: i for i, s in enumerate(order)}


def canon(key):
    return key.lower().replace('-', '')


n = int(lines[1])
best = {}
for i in range(2, 2 + n):
    source, kv = lines[i].split(' ', 1)
    key, value = kv.split('=', 1)
    if source not in rank:
        continue
    if source == 'env':
        key = key.lower().replace('_', '.')
    c = canon(key)
    r = rank[source]
    if c not in best or r <= best[c][0]:
        best[c] = (r, value, source)
q = int(lines[2 + n])
for j in range(q):
    query = lines[3 + n + j].strip()
    c = canon(query)
    if c in best:
        print('%s=%s (from %s)' % (query, best[c][1], best[c][2]))
    else:
        print('%s not found' % query)
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, q, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
allp = ['dev', 'prod', 'local', 'test', 'qa']
active = [] if mode == 'noprofile' else random.sample(allp, random.randint(3 if mode == 'profiles' else 1, 4))
print('profiles: ' + (','.join(active) if active else '-'))
keys = ['server.port', 'my-service.base-url', 'db.url', 'logging.level.root', 'cache.ttl', 'feature.x', 'spring.application.name', 'a.b-c.d']
def variant(k):
    r = random.random()
    if r < 0.3:
        return k.upper().replace('-', '')
    if r < 0.5:
        return k.replace('-', '').replace('.b', '.B')
    return k
sources = ['cli', 'env', 'application', 'default'] + ['application-' + p for p in allp]
if mode == 'profiles':
    sources = ['application-' + p for p in allp] + ['application']
print(n)
for i in range(n):
    src = random.choice(sources)
    k = random.choice(keys)
    if src == 'env':
        k = k.upper().replace('.', '_').replace('-', random.choice(['', '']))
    else:
        k = variant(k)
    print('%s %s=%s' % (src, k, random.choice(['v%d' % i, 'jdbc:h2:mem:x;MODE=PG', 'a=b=c', ''])))
print(q)
for _ in range(q):
    print(variant(random.choice(keys + ['missing.key', 'server.Port'])))
`,
        tests: [
          { args: '1000 1000 mixed', label: 'n = 1,000 properties, q = 1,000 queries' },
          { args: '1000 1000 noprofile', label: 'no active profile' },
          {
            args: '1000 1000 profiles',
            label: 'only profile files and application, several active profiles',
          },
          { args: '0 100 mixed', label: 'no properties' },
          { args: '200 1 mixed', label: 'one query' },
          { args: '40 200 mixed', label: 'few properties, many relaxed-binding forms' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
m = re.fullmatch(r'profiles: (-|[A-Za-z0-9_-]+(,[A-Za-z0-9_-]+)*)', lines[0])
assert m, 'bad profiles line'
n = int(lines[1])
assert 0 <= n <= 1000, 'n out of range'
for line in lines[2:2 + n]:
    src, sp, kv = line.partition(' ')
    assert re.fullmatch(r'cli|env|application|default|application-[A-Za-z0-9_-]+', src), 'bad source ' + src
    key, eq, _ = kv.partition('=')
    assert eq and key and ' ' not in key, 'bad key=value'
q = int(lines[2 + n])
assert 0 <= q <= 1000 and len(lines) == 3 + n + q, 'q out of range'
for key in lines[3 + n:]:
    assert key and ' ' not in key and '=' not in key, 'bad query key'
`,
        wrongSolutions: [
          {
            name: 'earlier-profile-wins',
            language: 'python3',
            mustFail: 'WA',
            why: 'Lets a profile listed earlier beat one listed later, the reverse of Spring',
            source: `import sys
lines = sys.stdin.read().splitlines()
prof = lines[0].split(':', 1)[1].strip()
profiles = [] if prof == '-' else [p.strip() for p in prof.split(',')]
order = ['cli', 'env'] + ['application-' + p for p in profiles] + ['application', 'default']
rank = {s: i for i, s in enumerate(order)}
canon = lambda k: k.lower().replace('-', '')
n = int(lines[1])
best = {}
for i in range(2, 2 + n):
    source, kv = lines[i].split(' ', 1)
    key, value = kv.split('=', 1)
    if source not in rank:
        continue
    if source == 'env':
        key = key.lower().replace('_', '.')
    c = canon(key)
    if c not in best or rank[source] <= best[c][0]:
        best[c] = (rank[source], value, source)
q = int(lines[2 + n])
for j in range(q):
    query = lines[3 + n + j].strip()
    c = canon(query)
    print('%s=%s (from %s)' % (query, best[c][1], best[c][2]) if c in best else '%s not found' % query)
`,
          },
          {
            name: 'first-line-wins',
            language: 'python3',
            mustFail: 'WA',
            why: 'Keeps the first value when a source sets a key twice, but a later line overrides an earlier one',
            source: `import sys
lines = sys.stdin.read().splitlines()
prof = lines[0].split(':', 1)[1].strip()
profiles = [] if prof == '-' else [p.strip() for p in prof.split(',')]
order = ['cli', 'env'] + ['application-' + p for p in reversed(profiles)] + ['application', 'default']
rank = {s: i for i, s in enumerate(order)}
canon = lambda k: k.lower().replace('-', '')
n = int(lines[1])
best = {}
for i in range(2, 2 + n):
    source, kv = lines[i].split(' ', 1)
    key, value = kv.split('=', 1)
    if source not in rank:
        continue
    if source == 'env':
        key = key.lower().replace('_', '.')
    c = canon(key)
    if c not in best or rank[source] < best[c][0]:
        best[c] = (rank[source], value, source)
q = int(lines[2 + n])
for j in range(q):
    query = lines[3 + n + j].strip()
    c = canon(query)
    print('%s=%s (from %s)' % (query, best[c][1], best[c][2]) if c in best else '%s not found' % query)
`,
          },
        ],
      },
    },
  ],
};

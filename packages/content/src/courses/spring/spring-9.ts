import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'spring-9',
  order: 9,
  title: 'Testing Spring Boot Applications',
  description:
    'Test at the right level: plain unit tests, test slices with MockMvc and @DataJpaTest, full @SpringBootTest and Testcontainers.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Unit-test services without Spring using constructor injection and mocks',
    'Test controllers with @WebMvcTest and MockMvc',
    'Test repositories with @DataJpaTest against a real database via Testcontainers',
    'Write focused integration tests with @SpringBootTest',
  ],
  lesson: `## The testing pyramid in Spring

\`spring-boot-starter-test\` bundles JUnit 5, AssertJ, Mockito, Spring Test and JsonPath. Use the cheapest test that gives confidence:

1. **Plain unit tests** for business logic: no Spring context at all.
2. **Slice tests** that start only one layer of the application.
3. A few **full integration tests** with the whole context and real infrastructure.

## Unit tests

Thanks to constructor injection, services are ordinary objects:

\`\`\`java
class TransferServiceTest {
    AccountRepository repo = mock(AccountRepository.class);
    TransferService service = new TransferService(repo);

    @Test
    void rejectsTransferWhenBalanceTooLow() {
        when(repo.findById(1L)).thenReturn(Optional.of(new Account(1L, new BigDecimal("10"))));
        when(repo.findById(2L)).thenReturn(Optional.of(new Account(2L, BigDecimal.ZERO)));
        assertThatThrownBy(() -> service.transfer(1L, 2L, new BigDecimal("50")))
            .isInstanceOf(InsufficientFundsException.class);
    }
}
\`\`\`

These run in milliseconds; most of your tests should look like this.

## Web slice

\`\`\`java
@WebMvcTest(ProductController.class)
class ProductControllerTest {
    @Autowired MockMvc mvc;
    @MockitoBean ProductService service;

    @Test
    void returns404WhenMissing() throws Exception {
        when(service.find(42L)).thenThrow(new ProductNotFoundException(42L));
        mvc.perform(get("/api/products/42"))
           .andExpect(status().isNotFound())
           .andExpect(jsonPath("$.title").value("Product not found"));
    }
}
\`\`\`

\`@WebMvcTest\` starts only MVC infrastructure (controllers, advices, converters, security filters) and \`@MockitoBean\` (which replaced the deprecated \`@MockBean\` in Spring Boot 3.4) replaces collaborators with mocks. It verifies routing, JSON mapping, validation and error handling without a server.

## Data slice and Testcontainers

\`@DataJpaTest\` starts JPA, repositories and Flyway, and wraps each test in a rolled-back transaction. Test against the **same database engine** as production using **Testcontainers**:

\`\`\`java
@DataJpaTest
@AutoConfigureTestDatabase(replace = AutoConfigureTestDatabase.Replace.NONE)
@Testcontainers
class UserRepositoryTest {
    @Container @ServiceConnection
    static PostgreSQLContainer<?> postgres = new PostgreSQLContainer<>("postgres:17");
    @Autowired UserRepository users;
    // tests for derived queries, constraints, native SQL...
}
\`\`\`

\`@ServiceConnection\` wires the container's URL and credentials automatically. An in-memory H2 database hides dialect differences and is best avoided for repository tests.

## Full integration tests

\`@SpringBootTest(webEnvironment = RANDOM_PORT)\` starts the whole application on a random port; call it with \`TestRestTemplate\` or \`WebTestClient\`. Spring caches application contexts between test classes with identical configuration, so avoid needlessly different \`@MockitoBean\` sets, which force new contexts and slow the suite. Keep these tests few and focused on critical flows. Other tools worth knowing: \`@JsonTest\` for serialisation, \`@RestClientTest\` with \`MockRestServiceServer\` for HTTP clients, WireMock for external APIs, and \`@WithMockUser\` for security.

Whatever the level, name tests after the behaviour they protect (\`returns404WhenMissing\`), keep each one focused on a single reason to fail, and run the whole suite in CI on every pull request so regressions are caught before they are merged.`,
  overview: {
    whatYouWillLearn: [
      'The contents of spring-boot-starter-test',
      'Choosing between unit, slice and full integration tests',
      'Fast unit tests with constructor injection and Mockito',
      '@WebMvcTest with MockMvc and @MockitoBean',
      '@DataJpaTest with Testcontainers and @ServiceConnection',
      '@SpringBootTest on a random port and context caching',
    ],
    proTip:
      'Make your test configuration uniform across classes; every distinct combination of mocked beans creates and caches another application context.',
  },
  mcqs: [
    {
      question: 'Which kind of test should make up most of a Spring Boot test suite?',
      options: {
        A: 'Full @SpringBootTest integration tests',
        B: '@WebMvcTest slices for every controller',
        C: 'Plain unit tests that start no context at all',
        D: 'End-to-end browser tests',
      },
      correct: 'C',
      explanation:
        'Unit tests are fast and precise, so they form the base of the pyramid; slices and full integration tests should be fewer.',
    },
    {
      question: 'What does @WebMvcTest load?',
      options: {
        A: 'Controllers, advices, converters and filters only',
        B: 'The whole application context, on a random port',
        C: 'The controllers plus JPA repositories and the database',
        D: 'Only the controller class under test, without any filters',
      },
      correct: 'A',
      explanation:
        'It is a slice test of the web layer (controllers, advices, converters and security filters); services are replaced with mocks.',
    },
    {
      question:
        'Which annotation replaces a bean in the test context with a Mockito mock in current Spring Boot versions?',
      options: {
        A: '@Mock',
        B: '@TestConfiguration',
        C: '@InjectMocks',
        D: '@MockitoBean',
      },
      correct: 'D',
      explanation:
        '@MockitoBean replaces a bean in the application context and superseded @MockBean (deprecated since Boot 3.4); @Mock and @InjectMocks work without Spring.',
    },
    {
      question: 'Why test repositories against PostgreSQL in a container rather than H2?',
      options: {
        A: 'H2 cannot be started from inside a JUnit 5 test class',
        B: 'Dialect and features match production, so bugs show',
        C: 'Containers start faster than in-memory databases',
        D: 'Spring Boot 3 no longer supports H2 in tests',
      },
      correct: 'B',
      explanation:
        'An in-memory H2 hides dialect differences, so testing against the production engine catches bugs in native SQL, constraints and types.',
    },
    {
      question: 'What does @ServiceConnection on a Testcontainers field do?',
      options: {
        A: 'Points the datasource at the running container',
        B: 'Starts the container before the Spring context loads',
        C: 'Shares one container between all test classes',
        D: 'Connects the test to a database on a fixed port',
      },
      correct: 'A',
      explanation:
        'Boot derives the URL, username and password from the running container, so no connection properties are needed.',
    },
    {
      question: 'What does @DataJpaTest do with data written in each test by default?',
      options: {
        A: 'It is committed to the shared test database',
        B: 'It is kept until the whole test class finishes',
        C: 'It is deleted by a TRUNCATE after the suite',
        D: 'It is rolled back after every single test',
      },
      correct: 'D',
      explanation:
        "Each test runs in a transaction that is rolled back afterwards, so tests do not see each other's data.",
    },
    {
      question: 'Why can many different @MockitoBean combinations slow a test suite?',
      options: {
        A: 'Mockito creates every mock with a slow proxy library',
        B: 'Each distinct set of mocks needs a new application context',
        C: 'Mocks turn off class caching in the JVM',
        D: 'Tests with mocks must run one at a time',
      },
      correct: 'B',
      explanation:
        'Spring caches application contexts by configuration, so each variation of mocked beans creates and caches another context.',
    },
    {
      question: 'Which MockMvc matcher selects a field of the JSON response body?',
      options: {
        A: 'jsonPath("$.title")',
        B: 'xpath("/title")',
        C: 'content().string("title")',
        D: 'header().string("title")',
      },
      correct: 'A',
      explanation:
        'jsonPath expressions select values in a JSON body; xpath is for XML and content().string compares the whole body.',
    },
    {
      question: 'What does @SpringBootTest(webEnvironment = RANDOM_PORT) start?',
      options: {
        A: 'Only the web layer, tested through MockMvc',
        B: 'The whole app inside a Docker container image',
        C: 'The whole app on a real, random port',
        D: 'A mock servlet environment and nothing more',
      },
      correct: 'C',
      explanation:
        'It starts the full application on a free port, to be called with TestRestTemplate or WebTestClient.',
    },
    {
      question: 'Why are plain unit tests of TransferService easy to write?',
      options: {
        A: 'Spring starts a tiny context just for the service',
        B: '@WebMvcTest loads the service without its repository',
        C: 'The service is static and has no dependencies',
        D: 'Constructor injection lets the test pass a mock repository',
      },
      correct: 'D',
      explanation:
        'A service with constructor injection is an ordinary object: the test creates it with new and hands it a Mockito mock, with no Spring context.',
    },
    {
      question: 'What does @DataJpaTest start?',
      options: {
        A: 'Only the entity classes, without any repositories',
        B: 'The whole application context with a mocked database',
        C: 'JPA, the repositories and Flyway, but no web layer',
        D: 'The web layer and repositories, with H2 forced',
      },
      correct: 'C',
      explanation:
        '@DataJpaTest is the data slice: JPA, repositories and Flyway migrations, each test in a rolled-back transaction.',
    },
    {
      question: 'What is the point of naming a test returns404WhenMissing?',
      options: {
        A: 'JUnit orders tests by name, so numbers matter',
        B: 'It states the behaviour the test protects',
        C: "Spring maps the test's name to an HTTP status",
        D: 'It makes the test run only when a 404 error occurs',
      },
      correct: 'B',
      explanation:
        'A name that states the protected behaviour tells a reader what broke when the test fails.',
    },
  ],
  problems: [],
};

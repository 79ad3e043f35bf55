import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'spring-9',
  order: 9,
  title: 'Testing Spring Boot Applications',
  description: 'Test at the right level: plain unit tests, test slices with MockMvc and @DataJpaTest, full @SpringBootTest and Testcontainers.',
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
    proTip: 'Make your test configuration uniform across classes; every distinct combination of mocked beans creates and caches another application context.',
  },
  mcqs: [
    {
      question: 'Which kind of test should make up most of a Spring Boot test suite?',
      options: { A: 'Full @SpringBootTest tests', B: 'Manual tests', C: 'Plain unit tests without a Spring context', D: 'End-to-end browser tests' },
      correct: 'C',
      explanation: 'Unit tests are fast and precise; slower tests should be fewer.',
    },
    {
      question: 'What does @WebMvcTest load?',
      options: { A: 'Only the MVC layer: controllers, advices, converters and filters', B: 'The whole application', C: 'Only JPA repositories', D: 'Nothing, it is a plain JUnit test' },
      correct: 'A',
      explanation: 'It is a slice test focused on the web layer.',
    },
    {
      question: 'Which annotation replaces a bean in the test context with a Mockito mock in current Spring Boot versions?',
      options: { A: '@Autowired', B: '@TestConfiguration', C: '@Spy', D: '@MockitoBean' },
      correct: 'D',
      explanation: '@MockitoBean superseded @MockBean, which is deprecated since Spring Boot 3.4.',
    },
    {
      question: 'Why test repositories against PostgreSQL in a container rather than H2?',
      options: { A: 'H2 cannot run in tests', B: 'The production database dialect and features are tested for real', C: 'Containers are faster than memory', D: 'Spring forbids H2' },
      correct: 'B',
      explanation: 'Dialect differences hide bugs when testing against a different engine.',
    },
    {
      question: 'What does @ServiceConnection on a Testcontainers field do?',
      options: { A: 'Configures the application connection properties from the running container', B: 'Starts a service mesh', C: 'Opens a debugger connection', D: 'Connects to production' },
      correct: 'A',
      explanation: 'Boot derives URL, username and password from the container automatically.',
    },
    {
      question: 'What does @DataJpaTest do with data written in each test by default?',
      options: { A: 'Commits it', B: 'Exports it to a file', C: 'Keeps it for the next test class', D: 'Rolls it back after each test' },
      correct: 'D',
      explanation: 'Each test runs in a transaction that is rolled back.',
    },
    {
      question: 'Why can many different @MockitoBean combinations slow a test suite?',
      options: { A: 'Mockito is slow', B: 'Each distinct configuration requires a new application context', C: 'Mocks disable caching of classes', D: 'They run tests sequentially' },
      correct: 'B',
      explanation: 'Spring caches contexts by configuration, so variations create new ones.',
    },
    {
      question: 'Which tool asserts JSON response content in MockMvc?',
      options: { A: 'jsonPath("$.field") expectations', B: 'Thread.sleep', C: 'System.out.println', D: 'A JPA query' },
      correct: 'A',
      explanation: 'JsonPath expressions select values in the response body.',
    },
  ],
  problems: [],
};

import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'spring-2',
  order: 2,
  title: 'Inversion of Control and Dependency Injection',
  description: 'Let the Spring container create and wire your objects: beans, stereotypes, constructor injection, scopes and qualifiers.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Explain inversion of control and the application context',
    'Declare beans with stereotypes and @Bean methods',
    'Prefer constructor injection and resolve ambiguity with @Primary and @Qualifier',
    'Choose bean scopes and use lifecycle callbacks',
  ],
  lesson: `## Inversion of control

Without a framework, objects create their own dependencies with \`new\`, which hard-wires implementations and makes testing difficult. With **inversion of control**, a container creates objects and hands each one the dependencies it needs. This is **dependency injection** (DI). In Spring the container is the **ApplicationContext**, and the objects it manages are **beans**.

## Declaring beans

Annotate classes with a **stereotype** so component scanning registers them:

- \`@Component\`: a generic bean;
- \`@Service\`: business logic;
- \`@Repository\`: data access (also translates persistence exceptions);
- \`@Controller\` / \`@RestController\`: web endpoints.

For classes you do not own, or when construction needs logic, write \`@Bean\` methods in a \`@Configuration\` class:

\`\`\`java
@Configuration
class ClockConfig {
    @Bean
    Clock clock() {
        return Clock.systemUTC();
    }
}
\`\`\`

## Constructor injection

\`\`\`java
@Service
public class OrderService {
    private final OrderRepository orders;
    private final PaymentGateway payments;
    private final Clock clock;

    public OrderService(OrderRepository orders, PaymentGateway payments, Clock clock) {
        this.orders = orders;
        this.payments = payments;
        this.clock = clock;
    }
}
\`\`\`

With a single constructor Spring injects it automatically, no \`@Autowired\` needed. Constructor injection is the recommended style: fields can be \`final\`, the object is never half-initialised, required dependencies are obvious, and unit tests simply call the constructor with fakes. Field injection (\`@Autowired private Repo repo;\`) hides dependencies and needs reflection in tests. A constructor with many parameters is a signal that the class does too much.

## Ambiguity

If two beans implement \`PaymentGateway\`, injection fails with \`NoUniqueBeanDefinitionException\`. Mark the default with \`@Primary\`, or choose explicitly with \`@Qualifier("stripe")\` on the parameter. Injecting \`List<PaymentGateway>\` receives all implementations, handy for strategy patterns. If no bean exists at all, startup fails fast with \`NoSuchBeanDefinitionException\`, which is a feature: wiring errors surface at startup, not in production traffic.

## Scopes and lifecycle

The default scope is **singleton**: one shared instance per context. Singletons must therefore be **stateless** or thread-safe, since many requests use them concurrently. **Prototype** creates a new instance per injection; web scopes **request** and **session** exist for web apps. \`@PostConstruct\` runs after injection and \`@PreDestroy\` before shutdown, for example to open and close resources.

## Circular dependencies

If A needs B and B needs A through constructors, Spring Boot refuses to start. Rather than reaching for workarounds such as \`@Lazy\`, restructure: extract the shared logic into a third bean or publish events. Circular dependencies usually reveal unclear responsibilities.`,
  overview: {
    whatYouWillLearn: [
      'Inversion of control, dependency injection and the ApplicationContext',
      'Stereotype annotations and @Bean methods',
      'Why constructor injection is preferred',
      'Resolving multiple candidates with @Primary, @Qualifier and collections',
      'Singleton, prototype, request and session scopes',
      'Lifecycle callbacks and avoiding circular dependencies',
    ],
    proTip: 'Make every injected field final and use constructor injection; your IDE and the compiler then tell you immediately when a dependency is missing.',
  },
  mcqs: [
    {
      question: 'What is dependency injection?',
      options: { A: 'Objects create their dependencies with new', B: 'A container supplies objects with the dependencies they need', C: 'A way to inject SQL into queries', D: 'Loading JAR files at runtime' },
      correct: 'B',
      explanation: 'With DI, wiring is done by the container rather than by the objects themselves.',
    },
    {
      question: 'Why is constructor injection preferred over field injection?',
      options: { A: 'Dependencies can be final and tests can pass fakes through the constructor', B: 'It is the only style Spring supports', C: 'It makes beans prototype scoped', D: 'It avoids the need for interfaces' },
      correct: 'A',
      explanation: 'Constructor injection yields immutable, fully initialised, easily testable objects.',
    },
    {
      question: 'What is the default scope of a Spring bean?',
      options: { A: 'prototype', B: 'request', C: 'singleton', D: 'session' },
      correct: 'C',
      explanation: 'One shared instance per application context is the default.',
    },
    {
      question: 'Two beans implement PaymentGateway and a constructor requires one. How can you mark the default choice?',
      options: { A: '@Lazy', B: '@Scope("prototype")', C: '@Transactional', D: '@Primary on one implementation' },
      correct: 'D',
      explanation: '@Primary designates the preferred candidate; @Qualifier picks explicitly.',
    },
    {
      question: 'When should you write a @Bean method instead of annotating a class with @Component?',
      options: { A: 'For classes you do not own or that need custom construction', B: 'For every controller', C: 'Only in tests', D: 'Never, @Bean is deprecated' },
      correct: 'A',
      explanation: 'Third-party classes such as Clock cannot be annotated, so a @Bean method creates them.',
    },
    {
      question: 'Why must singleton beans usually be stateless?',
      options: { A: 'Spring serialises them', B: 'They are recreated on every request', C: 'A single instance is shared by many concurrent requests', D: 'Stateful beans cannot be injected' },
      correct: 'C',
      explanation: 'Mutable state in a shared instance leads to race conditions.',
    },
    {
      question: 'Which annotation marks a method to run after a bean dependencies have been injected?',
      options: { A: '@PreDestroy', B: '@PostConstruct', C: '@Bean', D: '@EventListener' },
      correct: 'B',
      explanation: '@PostConstruct initialisation runs once injection is complete.',
    },
    {
      question: 'What is the best fix for a circular dependency between two services?',
      options: { A: 'Switch both to field injection', B: 'Make both prototype scoped', C: 'Disable component scanning', D: 'Restructure responsibilities, for example by extracting shared logic into a third bean' },
      correct: 'D',
      explanation: 'Cycles indicate a design problem better solved by refactoring than by workarounds.',
    },
  ],
  problems: [],
};

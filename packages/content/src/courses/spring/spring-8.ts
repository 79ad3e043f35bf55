import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'spring-8',
  order: 8,
  title: 'Spring Security',
  description: 'Secure applications with SecurityFilterChain: authentication, authorisation rules, password encoding, JWT resource servers and method security.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Explain the security filter chain and how requests are authenticated',
    'Configure authorisation rules with the lambda DSL',
    'Store passwords with PasswordEncoder and load users',
    'Secure REST APIs with OAuth2 JWT resource servers and method security',
  ],
  lesson: `## The filter chain

Adding \`spring-boot-starter-security\` immediately secures every endpoint with a generated password. Spring Security works as a chain of **servlet filters** in front of your controllers: they handle CSRF tokens, read credentials (form login, HTTP Basic, bearer tokens), build an \`Authentication\` and store it in the \`SecurityContext\`, and finally check authorisation. You configure the chain as a bean:

\`\`\`java
@Configuration
@EnableMethodSecurity
class SecurityConfig {

    @Bean
    SecurityFilterChain api(HttpSecurity http) throws Exception {
        return http
            .authorizeHttpRequests(auth -> auth
                .requestMatchers("/actuator/health", "/api/public/**").permitAll()
                .requestMatchers(HttpMethod.DELETE, "/api/**").hasRole("ADMIN")
                .requestMatchers("/api/**").authenticated()
                .anyRequest().denyAll())
            .oauth2ResourceServer(oauth -> oauth.jwt(Customizer.withDefaults()))
            .sessionManagement(s -> s.sessionCreationPolicy(SessionCreationPolicy.STATELESS))
            .csrf(csrf -> csrf.disable())   // only because this API is stateless and uses bearer tokens
            .build();
    }

    @Bean
    PasswordEncoder passwordEncoder() {
        return PasswordEncoderFactories.createDelegatingPasswordEncoder(); // bcrypt by default
    }
}
\`\`\`

Rules are evaluated **in order** and the first matching rule applies, so put specific matchers before general ones and end with a catch-all. Since Spring Security 6, the old \`WebSecurityConfigurerAdapter\` is gone; everything uses beans and the lambda DSL.

## Authentication

For username/password login, provide a \`UserDetailsService\` that loads users (for example from JPA) and a \`PasswordEncoder\`. The delegating encoder stores the algorithm as a prefix (\`{bcrypt}$2a$...\`), allowing upgrades later. Never store plain or reversibly encrypted passwords.

For APIs, the common pattern is an **OAuth2 resource server**: an identity provider (Keycloak, Auth0, Okta, Entra ID) issues signed **JWT** access tokens, and your service only validates them. Configure \`spring.security.oauth2.resourceserver.jwt.issuer-uri\`; Spring fetches the public keys, verifies signature, expiry and issuer, and maps scopes to authorities (\`SCOPE_orders.read\`).

## Authorisation

Besides URL rules, **method security** protects service methods:

\`\`\`java
@PreAuthorize("hasRole('ADMIN') or #customerId == authentication.name")
public List<Order> ordersOf(String customerId) { ... }
\`\`\`

\`hasRole("ADMIN")\` checks for the authority \`ROLE_ADMIN\`, while \`hasAuthority\` checks the exact string. Object-level checks ("is this my order?") must still be implemented, either in expressions or in the service.

## CSRF and sessions

Browser applications using session cookies need **CSRF protection**, which is enabled by default. Disabling it is only acceptable for stateless APIs authenticated by tokens in headers. Configure **CORS** explicitly when a browser front end on another origin calls the API. Test security rules with \`@WithMockUser\` or the \`jwt()\` request post-processor in MockMvc, including negative tests that prove forbidden requests get 401 (not authenticated) or 403 (not allowed).`,
  overview: {
    whatYouWillLearn: [
      'The servlet filter chain and the SecurityContext',
      'SecurityFilterChain beans and ordered authorisation rules',
      'UserDetailsService and delegating password encoders',
      'OAuth2 resource servers validating JWTs',
      'Method security with @PreAuthorize and roles versus authorities',
      'When CSRF can be disabled and how to test security',
    ],
    proTip: 'Write at least one test per endpoint asserting that an anonymous request gets 401; it catches accidentally permitAll rules before they ship.',
  },
  mcqs: [
    {
      question: 'How are rules in authorizeHttpRequests evaluated?',
      options: { A: 'All rules must match', B: 'In order, the first matching rule applies', C: 'The most restrictive rule wins', D: 'Alphabetically by path' },
      correct: 'B',
      explanation: 'Specific matchers must come before broad ones.',
    },
    {
      question: 'What does hasRole("ADMIN") check for?',
      options: { A: 'The authority ROLE_ADMIN', B: 'The authority ADMIN exactly', C: 'A user named admin', D: 'A JWT issuer called ADMIN' },
      correct: 'A',
      explanation: 'hasRole adds the ROLE_ prefix automatically.',
    },
    {
      question: 'What does an OAuth2 resource server do with an incoming JWT?',
      options: { A: 'Issues a new password', B: 'Stores it in the session', C: 'Sends it to the database', D: 'Verifies its signature, expiry and issuer and builds an Authentication' },
      correct: 'D',
      explanation: 'The service validates tokens issued by a trusted identity provider.',
    },
    {
      question: 'When is it acceptable to disable CSRF protection?',
      options: { A: 'Always in production', B: 'For form-login web apps', C: 'For stateless APIs authenticated with bearer tokens in headers', D: 'Whenever CORS is enabled' },
      correct: 'C',
      explanation: 'CSRF exploits automatically sent cookies, which bearer-token APIs do not rely on.',
    },
    {
      question: 'Why use a DelegatingPasswordEncoder?',
      options: { A: 'It stores the algorithm id with the hash so algorithms can be upgraded', B: 'It encrypts passwords reversibly', C: 'It skips hashing in tests', D: 'It is faster than bcrypt' },
      correct: 'A',
      explanation: 'The {bcrypt} prefix lets new and old hashes coexist.',
    },
    {
      question: 'Which annotation enables @PreAuthorize on service methods?',
      options: { A: '@EnableWebMvc', B: '@EnableTransactionManagement', C: '@EnableScheduling', D: '@EnableMethodSecurity' },
      correct: 'D',
      explanation: '@EnableMethodSecurity activates pre and post authorisation annotations.',
    },
    {
      question: 'An authenticated user calls an endpoint they are not allowed to use. Which status should they get?',
      options: { A: '401 Unauthorized', B: '403 Forbidden', C: '404 Not Found', D: '500 Internal Server Error' },
      correct: 'B',
      explanation: '401 means not authenticated; 403 means authenticated but not permitted.',
    },
    {
      question: 'What replaced WebSecurityConfigurerAdapter in Spring Security 6?',
      options: { A: 'XML configuration', B: 'application.properties only', C: 'SecurityFilterChain beans configured with the lambda DSL', D: 'Servlet annotations' },
      correct: 'C',
      explanation: 'Component-based configuration with beans is the current model.',
    },
  ],
  problems: [],
};

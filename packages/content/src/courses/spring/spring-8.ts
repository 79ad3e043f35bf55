import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'spring-8',
  order: 8,
  title: 'Spring Security',
  description:
    'Secure applications with SecurityFilterChain: authentication, authorisation rules, password encoding, JWT resource servers and method security.',
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
    proTip:
      'Write at least one test per endpoint asserting that an anonymous request gets 401; it catches accidentally permitAll rules before they ship.',
  },
  mcqs: [
    {
      question: 'How are rules in authorizeHttpRequests evaluated?',
      options: {
        A: 'Every matching rule must pass',
        B: 'In order, and the first matching rule applies',
        C: 'The most restrictive matching rule wins',
        D: 'The longest matching path pattern wins',
      },
      correct: 'B',
      explanation:
        'Rules are checked in order and the first match decides, so specific matchers go before broad ones, ending with a catch-all.',
    },
    {
      question: 'What does hasRole("ADMIN") check for?',
      options: {
        A: 'The granted authority ROLE_ADMIN',
        B: 'The authority ADMIN, exactly as written',
        C: 'A user whose username is exactly admin',
        D: 'A JWT scope claim named SCOPE_ADMIN',
      },
      correct: 'A',
      explanation:
        'hasRole adds the ROLE_ prefix automatically, while hasAuthority checks the exact string.',
    },
    {
      question: 'What does an OAuth2 resource server do with an incoming JWT?',
      options: {
        A: 'Exchanges it for a session cookie',
        B: 'Forwards it to the identity provider on each request',
        C: 'Decodes its payload without checking the signature',
        D: 'Checks its signature, expiry and issuer, then authenticates',
      },
      correct: 'D',
      explanation:
        'The service validates tokens issued by a trusted identity provider (signature, expiry, issuer) and builds an Authentication from the claims.',
    },
    {
      question: 'When is it acceptable to disable CSRF protection?',
      options: {
        A: 'Whenever the app has CORS configured for its front end',
        B: 'For form-login apps that keep users in session cookies',
        C: 'For stateless APIs that take bearer tokens in headers',
        D: 'Once every endpoint requires an authenticated user',
      },
      correct: 'C',
      explanation:
        'CSRF exploits cookies that browsers send automatically, which stateless bearer-token APIs do not rely on; session-cookie apps need the protection.',
    },
    {
      question: 'Why use a DelegatingPasswordEncoder?',
      options: {
        A: 'It stores the algorithm id with each hash, so it can change',
        B: 'It encrypts passwords reversibly',
        C: 'It picks the fastest algorithm available on the server',
        D: 'It hashes each password with several algorithms at once',
      },
      correct: 'A',
      explanation:
        'The {bcrypt} prefix records the algorithm, so old and new hashes coexist and the algorithm can be upgraded later; hashes are never decrypted.',
    },
    {
      question: 'Which annotation enables @PreAuthorize on service methods?',
      options: {
        A: '@EnableWebSecurity',
        B: '@EnableTransactionManagement',
        C: '@EnableGlobalAuthentication',
        D: '@EnableMethodSecurity',
      },
      correct: 'D',
      explanation:
        '@EnableMethodSecurity activates pre- and post-authorisation annotations on methods.',
    },
    {
      question:
        'An authenticated user calls an endpoint they are not allowed to use. Which status should they get?',
      options: {
        A: '401 Unauthorized',
        B: '403 Forbidden',
        C: '409 Conflict',
        D: '400 Bad Request',
      },
      correct: 'B',
      explanation: '401 means not authenticated; 403 means authenticated but not permitted.',
    },
    {
      question: 'What replaced WebSecurityConfigurerAdapter in Spring Security 6?',
      options: {
        A: 'A security section in application.yml',
        B: 'XML configuration in security.xml',
        C: 'SecurityFilterChain beans using the lambda DSL',
        D: 'Subclassing the new WebSecurityConfigurer class',
      },
      correct: 'C',
      explanation:
        'Configuration is now component-based: you declare SecurityFilterChain beans and configure HttpSecurity with lambdas.',
    },
    {
      question:
        "In the lesson's API configuration, what does a request to an .authenticated() endpoint get without any token?",
      options: {
        A: '401 Unauthorized',
        B: '403 Forbidden',
        C: '404 Not Found',
        D: '500 Internal Server Error',
      },
      correct: 'A',
      explanation:
        'A missing or invalid token means the caller is not authenticated, so the resource server answers 401.',
    },
    {
      question: "In this lesson's configuration, what does DELETE /api/orders/7 require?",
      options: {
        A: 'Any authenticated user at all',
        B: 'A user with the ADMIN role',
        C: 'No rule: denyAll rejects it',
        D: 'An ADMIN user and a CSRF token',
      },
      correct: 'B',
      explanation:
        'The DELETE matcher for /api/** with hasRole("ADMIN") comes before the general authenticated() rule, and CSRF is disabled for this stateless API.',
    },
    {
      question: 'Why must user passwords be stored with a PasswordEncoder such as bcrypt?',
      options: {
        A: 'So that they can be decrypted when a user forgets them',
        B: 'So that login compares them faster than plain text',
        C: 'A slow one-way hash limits damage if the database leaks',
        D: 'Because plain-text columns cannot be mapped by a JPA entity',
      },
      correct: 'C',
      explanation:
        'bcrypt is a deliberately slow one-way hash, so stolen hashes are hard to crack; passwords are never decrypted, only re-hashed and compared.',
    },
    {
      question:
        'What does @PreAuthorize("hasRole(\'ADMIN\') or #customerId == authentication.name") allow?',
      options: {
        A: 'Only admins, whatever the customerId that is passed',
        B: 'Any authenticated user, as long as a customerId is given',
        C: 'Admins, but only when they also own that customer',
        D: 'Admins, or the customer reading their own orders',
      },
      correct: 'D',
      explanation:
        "Either condition suffices: an ADMIN may read any customer's orders, and other users only when the customerId argument equals their own name.",
    },
  ],
  problems: [],
};

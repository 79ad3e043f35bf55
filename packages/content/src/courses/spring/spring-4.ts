import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'spring-4',
  order: 4,
  title: 'Building REST APIs with Spring MVC',
  description: 'Design RESTful endpoints with @RestController, request mappings, DTOs, ResponseEntity and HTTP clients.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Map HTTP methods and paths to controller methods',
    'Bind path variables, query parameters, headers and JSON bodies',
    'Return proper status codes and headers with ResponseEntity',
    'Call other services with RestClient',
  ],
  lesson: `## Controllers

A \`@RestController\` handles HTTP requests and writes return values as the response body, serialised to JSON by **Jackson**. Spring MVC runs on a servlet container (Tomcat) with a thread per request.

\`\`\`java
@RestController
@RequestMapping("/api/products")
class ProductController {
    private final ProductService service;

    ProductController(ProductService service) { this.service = service; }

    @GetMapping
    List<ProductDto> list(@RequestParam(defaultValue = "0") int page,
                          @RequestParam(required = false) String category) {
        return service.list(page, category);
    }

    @GetMapping("/{id}")
    ProductDto get(@PathVariable long id) {
        return service.find(id);   // throws ProductNotFoundException when missing
    }

    @PostMapping
    ResponseEntity<ProductDto> create(@Valid @RequestBody CreateProductRequest body, UriComponentsBuilder uri) {
        ProductDto created = service.create(body);
        return ResponseEntity.created(uri.path("/api/products/{id}").build(created.id())).body(created);
    }

    @DeleteMapping("/{id}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    void delete(@PathVariable long id) { service.delete(id); }
}
\`\`\`

## Binding the request

- \`@PathVariable\` reads segments such as \`{id}\`, converted to the parameter type.
- \`@RequestParam\` reads query parameters, with \`required\` and \`defaultValue\`.
- \`@RequestHeader\` reads headers and \`@CookieValue\` cookies.
- \`@RequestBody\` deserialises the JSON body into an object; add \`@Valid\` to validate it (next chapter).

A malformed JSON body or an unconvertible parameter produces **400 Bad Request** automatically.

## DTOs, not entities

Expose **data transfer objects** (Java records are ideal) instead of JPA entities. Entities exposed directly leak internal fields, cause lazy-loading exceptions or huge nested JSON, and let clients set fields they should not (mass assignment). Separate request DTOs (\`CreateProductRequest\`) from response DTOs (\`ProductDto\`).

\`\`\`java
public record CreateProductRequest(@NotBlank String name, @Positive BigDecimal price) {}
public record ProductDto(long id, String name, BigDecimal price) {}
\`\`\`

## Status codes and REST design

Use nouns for resources (\`/api/products/42\`), HTTP methods for actions, and meaningful statuses: 200 OK, **201 Created** with a \`Location\` header, 204 No Content, 400, 404, 409 Conflict, 422 for semantic validation errors. \`ResponseEntity\` gives full control over status, headers and body; \`@ResponseStatus\` sets a fixed status. Paginate lists (Spring Data's \`Pageable\` parameter binds \`?page=0&size=20&sort=name\`) and version the API (\`/api/v1\`) once external clients depend on it. Springdoc OpenAPI generates interactive documentation from your controllers.

## Calling other services

\`RestClient\` (Spring 6.1+) is the modern synchronous HTTP client with a fluent API:

\`\`\`java
RestClient client = RestClient.builder().baseUrl("https://api.stripe.example").build();
Charge charge = client.post().uri("/charges").body(request).retrieve().body(Charge.class);
\`\`\`

\`retrieve()\` turns 4xx and 5xx responses into exceptions. Always configure connect and read timeouts; \`RestTemplate\` is in maintenance mode, and \`WebClient\` is the reactive alternative. Declarative HTTP interfaces (\`@HttpExchange\`) generate clients from annotated Java interfaces.`,
  overview: {
    whatYouWillLearn: [
      'How @RestController and Jackson produce JSON responses',
      'Mapping methods with @GetMapping, @PostMapping and friends',
      'Binding path variables, query parameters, headers and bodies',
      'Why DTOs should be used instead of entities',
      'Status codes, ResponseEntity and the Location header',
      'Calling remote APIs with RestClient and declarative HTTP interfaces',
    ],
    proTip: 'Add springdoc-openapi-starter-webmvc-ui; you get a Swagger UI at /swagger-ui.html that always matches your controllers.',
  },
  mcqs: [
    {
      question: 'Which annotation binds the {id} segment of /api/products/{id} to a method parameter?',
      options: { A: '@RequestParam', B: '@RequestBody', C: '@PathVariable', D: '@RequestHeader' },
      correct: 'C',
      explanation: '@PathVariable reads URI template variables.',
    },
    {
      question: 'What status should a successful POST that creates a resource return?',
      options: { A: '201 Created with a Location header', B: '200 OK with no body', C: '204 No Content', D: '302 Found' },
      correct: 'A',
      explanation: '201 with Location tells clients where the new resource lives.',
    },
    {
      question: 'Why return DTOs instead of JPA entities from controllers?',
      options: { A: 'Entities cannot be serialised', B: 'DTOs are faster to load from the database', C: 'Spring forbids returning entities', D: 'Entities leak internal fields, risk lazy-loading errors and mass assignment' },
      correct: 'D',
      explanation: 'DTOs define a stable, safe API contract independent of persistence.',
    },
    {
      question: 'What does Spring return when the JSON body of a request cannot be parsed?',
      options: { A: '500 Internal Server Error', B: '400 Bad Request', C: '404 Not Found', D: '200 with null fields' },
      correct: 'B',
      explanation: 'HttpMessageNotReadableException maps to 400.',
    },
    {
      question: 'Which library serialises controller return values to JSON by default?',
      options: { A: 'Gson', B: 'JSON-B', C: 'Jackson', D: 'Moshi' },
      correct: 'C',
      explanation: 'spring-boot-starter-web includes Jackson.',
    },
    {
      question: 'Which is the modern synchronous HTTP client introduced in Spring 6.1?',
      options: { A: 'RestClient', B: 'RestTemplate', C: 'HttpURLConnection', D: 'Feign' },
      correct: 'A',
      explanation: 'RestClient offers a fluent API; RestTemplate is in maintenance mode.',
    },
    {
      question: 'How do you give a query parameter a default value?',
      options: { A: '@PathVariable(default = "0")', B: '@RequestParam(defaultValue = "0")', C: '@Value("0")', D: '@RequestBody(required = false)' },
      correct: 'B',
      explanation: 'defaultValue is used when the parameter is absent.',
    },
    {
      question: 'Which return style gives full control over status code, headers and body?',
      options: { A: 'Returning a String', B: 'Returning void', C: 'Returning a Map', D: 'Returning ResponseEntity' },
      correct: 'D',
      explanation: 'ResponseEntity wraps status, headers and body together.',
    },
  ],
  problems: [],
};

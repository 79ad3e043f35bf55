import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'spring-4',
  order: 4,
  title: 'Building REST APIs with Spring MVC',
  description:
    'Design RESTful endpoints with @RestController, request mappings, DTOs, ResponseEntity and HTTP clients.',
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
    proTip:
      'Add springdoc-openapi-starter-webmvc-ui; you get a Swagger UI at /swagger-ui.html that always matches your controllers.',
  },
  mcqs: [
    {
      question:
        'Which annotation binds the {id} segment of /api/products/{id} to a method parameter?',
      options: {
        A: '@RequestParam',
        B: '@RequestBody',
        C: '@PathVariable',
        D: '@RequestHeader',
      },
      correct: 'C',
      explanation:
        '@PathVariable reads URI template variables; @RequestParam reads query parameters.',
    },
    {
      question: 'What status should a successful POST that creates a resource return?',
      options: {
        A: '201 Created with a Location header',
        B: "200 OK with the new resource's URL",
        C: '204 No Content with a Location header',
        D: '202 Accepted with the new resource',
      },
      correct: 'A',
      explanation:
        '201 Created with a Location header tells clients where the new resource lives; ResponseEntity.created(uri) builds it.',
    },
    {
      question: 'Why return DTOs instead of JPA entities from controllers?',
      options: {
        A: 'Jackson cannot serialise JPA entities at all',
        B: 'DTOs load faster from the database',
        C: 'Spring MVC refuses to return @Entity classes',
        D: 'Entities leak internal fields and invite mass assignment',
      },
      correct: 'D',
      explanation:
        'Exposed entities leak internal fields, can trigger lazy-loading errors or huge nested JSON and let clients set fields they should not; DTOs give a stable, safe API contract.',
    },
    {
      question: 'What status does Spring send when a JSON body cannot be parsed?',
      options: {
        A: '500 Internal Server Error',
        B: '400 Bad Request',
        C: '422 Unprocessable Content',
        D: '415 Unsupported Media Type',
      },
      correct: 'B',
      explanation:
        'A malformed body raises HttpMessageNotReadableException, which Spring maps to 400 Bad Request.',
    },
    {
      question: 'Which library serialises controller return values to JSON by default?',
      options: {
        A: 'Gson',
        B: 'JSON-B',
        C: 'Jackson',
        D: 'org.json',
      },
      correct: 'C',
      explanation: 'spring-boot-starter-web includes Jackson and configures its ObjectMapper.',
    },
    {
      question: 'Which is the modern synchronous HTTP client introduced in Spring 6.1?',
      options: {
        A: 'RestClient',
        B: 'RestTemplate',
        C: 'WebClient',
        D: 'HttpClient',
      },
      correct: 'A',
      explanation:
        'RestClient offers a fluent synchronous API; RestTemplate is in maintenance mode and WebClient is the reactive client.',
    },
    {
      question: 'How do you give a query parameter a default value?',
      options: {
        A: '@RequestParam(default = "0", required = true)',
        B: '@RequestParam(defaultValue = "0")',
        C: '@RequestParam(required = false, value = "0")',
        D: '@RequestParam(value = "0", required = false)',
      },
      correct: 'B',
      explanation:
        "defaultValue is used when the parameter is absent; value (or name) is the parameter's name, and there is no default attribute.",
    },
    {
      question: 'Which return style gives full control over status code, headers and body?',
      options: {
        A: 'Returning a String with the body',
        B: 'Returning void with @ResponseStatus',
        C: 'Returning a Map of headers',
        D: 'Returning ResponseEntity',
      },
      correct: 'D',
      explanation:
        'ResponseEntity wraps status, headers and body together; @ResponseStatus only fixes the status.',
    },
    {
      question:
        'With @RequestParam(required = false) String category, what is category when the query string has no category?',
      options: {
        A: '""',
        B: 'null',
        C: '"null"',
        D: 'A 400 Bad Request',
      },
      correct: 'B',
      explanation:
        'An optional parameter that is absent is bound as null (a default would need defaultValue); only required parameters cause 400.',
    },
    {
      question: 'Why should RestClient calls to another service have timeouts configured?',
      options: {
        A: 'RestClient refuses to send requests without them',
        B: 'Timeouts make retries happen automatically',
        C: 'Without them, 4xx errors are ignored',
        D: 'A hung remote call would block the request thread',
      },
      correct: 'D',
      explanation:
        'Without connect and read timeouts a slow or dead service holds the calling thread indefinitely; retrieve() turns 4xx and 5xx into exceptions regardless.',
    },
    {
      question: 'What does @ResponseStatus(HttpStatus.NO_CONTENT) on a delete method do?',
      options: {
        A: 'Responds 204 with no body when the method returns',
        B: 'Responds 404 if the entity is missing',
        C: 'Responds 200 with an empty JSON object',
        D: 'Responds 204 only if the method throws',
      },
      correct: 'A',
      explanation:
        'The annotation sets the status of a normal return, here 204 No Content for a void method; errors still go through exception handling.',
    },
    {
      question: "Which URL follows the lesson's REST design for the product with id 42?",
      options: {
        A: '/api/getProduct?id=42',
        B: '/api/products/get/42',
        C: '/api/products/42',
        D: '/api/product-42',
      },
      correct: 'C',
      explanation:
        'Resources are nouns in the path (/api/products/42) and the HTTP method expresses the action, so verbs such as get do not belong in the URL.',
    },
  ],
  problems: [],
};

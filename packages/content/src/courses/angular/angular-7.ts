import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'angular-7',
  order: 7,
  title: 'Forms and Validation',
  description:
    'Build typed reactive forms, apply built-in and custom validators and show errors at the right time.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Create typed reactive forms with FormGroup, FormControl and FormBuilder',
    'Apply built-in validators and read their error keys',
    'Write custom and cross-field validators',
    'Display validation errors accessibly at the right moment',
  ],
  lesson: `## Reactive forms

Angular offers template-driven forms (\`ngModel\`) for simple cases and **reactive forms** for anything non-trivial. Reactive forms are defined in the class, fully typed and easy to test. A newer signal-based forms API is in preview, but reactive forms remain the stable foundation.

\`\`\`ts
import { Component, inject } from '@angular/core';
import { ReactiveFormsModule, NonNullableFormBuilder, Validators } from '@angular/forms';

@Component({
  selector: 'app-signup',
  imports: [ReactiveFormsModule],
  templateUrl: './signup.html',
})
export class Signup {
  private fb = inject(NonNullableFormBuilder);
  form = this.fb.group({
    username: ['', [Validators.required, Validators.minLength(3)]],
    email: ['', [Validators.required, Validators.email]],
    age: [18, [Validators.min(13), Validators.max(120)]],
  });

  submit() {
    if (this.form.invalid) { this.form.markAllAsTouched(); return; }
    const value = this.form.getRawValue(); // { username: string; email: string; age: number }
  }
}
\`\`\`

\`\`\`html
<form [formGroup]="form" (ngSubmit)="submit()">
  <label for="username">Username</label>
  <input id="username" formControlName="username" />
  @if (form.controls.username.touched && form.controls.username.hasError('minlength')) {
    <p role="alert">At least 3 characters.</p>
  }
  <button type="submit">Sign up</button>
</form>
\`\`\`

## Validators and error keys

Each failing validator adds a key to the control's \`errors\` object: \`required\`, \`minlength\`, \`maxlength\` (note the lower case), \`min\`, \`max\`, \`email\` and \`pattern\`. A control is \`VALID\` when it has no errors, and a group is \`INVALID\` if any child is invalid.

An important detail: every built-in validator **except required** treats an empty value as valid. \`minLength(3)\` does not complain about an empty optional field, and \`email\` only checks non-empty input. Combine them with \`required\` when the field is mandatory.

## Custom validators

A validator is a function that receives a control and returns \`null\` (valid) or an error object:

\`\`\`ts
export function noSpaces(control: AbstractControl): ValidationErrors | null {
  return /\\s/.test(control.value ?? '') ? { noSpaces: true } : null;
}

export const passwordsMatch: ValidatorFn = (group) =>
  group.get('password')?.value === group.get('confirm')?.value ? null : { mismatch: true };
\`\`\`

Cross-field validators like \`passwordsMatch\` are attached to the **group**. Async validators (checking whether a username is taken) return an Observable or Promise and set the status to \`PENDING\` while they run.

## Showing errors well

Show messages after the user has interacted (\`touched\`) or tried to submit, not while they are still typing the first character. Link messages to inputs with \`aria-describedby\`, and disable the submit button only with care; it is often better to let users submit and then highlight what is wrong. In the exercise you implement Angular's validator semantics, including the empty-value rule. Remember that client-side validation is a usability feature; the server must validate the same rules again before storing anything.`,
  overview: {
    whatYouWillLearn: [
      'Template-driven versus reactive forms',
      'Typed FormGroup and NonNullableFormBuilder',
      'Built-in validators and their error keys',
      'Why non-required validators accept empty values',
      'Custom, cross-field and async validators',
      'Touched state and accessible error messages',
    ],
    proTip:
      'Use getRawValue() on typed forms; it includes disabled controls and returns the precise TypeScript type of the form.',
  },
  mcqs: [],
  problems: [
    {
      id: 'angular-form-validators',
      title: 'Form Validator Engine',
      description: `Validate form fields with Angular's built-in validator semantics.

**Input:** a line with n, then n lines \`NAME|VALUE|VALIDATORS\`. VALUE may be empty. VALIDATORS is a space-separated list (possibly empty) of \`required\`, \`minLength:N\`, \`maxLength:N\`, \`min:N\`, \`max:N\` and \`email\`.

**Rules:** \`required\` fails on an empty value. Every other validator passes when the value is empty. \`minLength\`/\`maxLength\` compare the number of characters. \`min\`/\`max\` compare the value as a number (fields using them hold numbers). \`email\` (simplified) requires exactly one \`@\`, a non-empty part before it, and a part after it that contains a \`.\` and neither starts nor ends with \`.\`.

**Output:** for each field \`NAME: valid\` or \`NAME: invalid (k1, k2)\` listing the error keys of the failing validators in the order given, using Angular's keys \`required\`, \`minlength\`, \`maxlength\`, \`min\`, \`max\`, \`email\`; then \`form: VALID\` or \`form: INVALID\`.`,
      examples: [
        {
          input:
            '3\nusername|ada|required minLength:3\nemail|ada@example|required email\nage|15|min:18 max:120\n',
          output: 'username: valid\nemail: invalid (email)\nage: invalid (min)\nform: INVALID',
          explanation: 'The domain has no dot and 15 is below the minimum.',
        },
        {
          input: '2\nname|Grace Hopper|required maxLength:20\nnickname||minLength:3\n',
          output: 'name: valid\nnickname: valid\nform: VALID',
          explanation: 'An empty optional field passes minLength.',
        },
      ],
      constraints: ['0 <= n <= 1000', 'Names and values contain no | character'],
      testCases: [
        {
          input:
            '3\nusername|ada|required minLength:3\nemail|ada@example|required email\nage|15|min:18 max:120\n',
          expectedOutput:
            'username: valid\nemail: invalid (email)\nage: invalid (min)\nform: INVALID',
          hidden: false,
        },
        {
          input: '2\nname|Grace Hopper|required maxLength:20\nnickname||minLength:3\n',
          expectedOutput: 'name: valid\nnickname: valid\nform: VALID',
          hidden: false,
        },
        {
          input:
            '3\nemail||required email\npassword|abc|required minLength:8 maxLength:2\nbio|hello|\n',
          expectedOutput:
            'email: invalid (required)\npassword: invalid (minlength, maxlength)\nbio: valid\nform: INVALID',
          hidden: true,
        },
        {
          input:
            '4\na|@x.io|email\nb|x@@y.io|email\nc|x@y.|email\nd|first.last@sub.example.org|email\n',
          expectedOutput:
            'a: invalid (email)\nb: invalid (email)\nc: invalid (email)\nd: valid\nform: INVALID',
          hidden: true,
        },
        {
          input: '2\nqty|1|required min:1 max:10\ndiscount|10.5|max:10\n',
          expectedOutput: 'qty: valid\ndiscount: invalid (max)\nform: INVALID',
          hidden: true,
        },
        { input: '0\n', expectedOutput: 'form: VALID', hidden: true },
        {
          input: '2\ncount|0|min:1\ncode|AB12|required minLength:4 maxLength:4\n',
          expectedOutput: 'count: invalid (min)\ncode: valid\nform: INVALID',
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys


def email_ok(v):
    if v.count('@') != 1:
        return False
    local, domain = v.split('@')
    return local != '' and '.' in domain and not domain.startswith('.') and not domain.endswith('.')


lines = sys.stdin.read().splitlines()
n = int(lines[0])
out = []
form_ok = True
for i in range(1, n + 1):
    name, value, validators = lines[i].split('|')
    errors = []
    for v in validators.split():
        kind, _, arg = v.partition(':')
        if kind == 'required':
            if value == '':
                errors.append('required')
            continue
        if value == '':
            continue
        if kind == 'minLength' and len(value) < int(arg):
            errors.append('minlength')
        elif kind == 'maxLength' and len(value) > int(arg):
            errors.append('maxlength')
        elif kind == 'min' and float(value) < float(arg):
            errors.append('min')
        elif kind == 'max' and float(value) > float(arg):
            errors.append('max')
        elif kind == 'email' and not email_ok(value):
            errors.append('email')
    if errors:
        form_ok = False
        out.append('%s: invalid (%s)' % (name, ', '.join(errors)))
    else:
        out.append('%s: valid' % name)
out.append('form: ' + ('VALID' if form_ok else 'INVALID'))
print('\\n'.join(out))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
emails = ['ada@example.com', 'a@b.c', '@x.io', 'x@@y.io', 'x@y.', 'x@.y', 'first.last@sub.example.org', 'no-at', 'a@b', 'a b@c.d', 'x@y.z.']
print(n)
for i in range(n):
    kind = random.choice(['text', 'email', 'number'])
    if mode == 'empty' or random.random() < 0.15:
        value = ''
    elif kind == 'email':
        value = random.choice(emails)
    elif kind == 'number':
        value = random.choice([str(random.randint(-20, 200)), '%d.%d' % (random.randint(0, 20), random.randint(0, 9)), '0', '-0.5', '100'])
    else:
        value = ''.join(random.choice('abcXYZ .-_@') for _ in range(random.randint(1, 12))).strip() or 'z'
    vs = []
    if random.random() < 0.5:
        vs.append('required')
    if kind == 'number':
        if random.random() < 0.7:
            vs.append('min:%s' % random.choice(['0', '1', '18', '-5', '9.5', '10']))
        if random.random() < 0.7:
            vs.append('max:%s' % random.choice(['10', '100', '120', '9', '0.5']))
    else:
        if random.random() < 0.6:
            vs.append('minLength:%d' % random.randint(0, 8))
        if random.random() < 0.5:
            vs.append('maxLength:%d' % random.randint(0, 12))
        if kind == 'email' and random.random() < 0.8:
            vs.append('email')
    random.shuffle(vs)
    print('%s|%s|%s' % ('field_%d' % i, value, ' '.join(vs)))
`,
        tests: [
          { args: '1000 mixed', label: '1,000 fields' },
          { args: '1000 empty', label: '1,000 empty fields' },
          { args: '1 mixed', label: 'one field' },
          { args: '60 mixed', label: '60 fields' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
n = int(lines[0])
assert 0 <= n <= 1000 and len(lines) == n + 1, 'n out of range or wrong number of lines'
NUM = re.compile(r'-?[0-9]+(\\.[0-9]+)?')
for line in lines[1:]:
    parts = line.split('|')
    assert len(parts) == 3 and parts[0], 'a field is NAME|VALUE|VALIDATORS'
    value = parts[1]
    for v in parts[2].split():
        kind, _, arg = v.partition(':')
        if kind in ('required', 'email'):
            assert arg == '' and ':' not in v, 'no argument expected'
        elif kind in ('minLength', 'maxLength'):
            assert re.fullmatch('[0-9]+', arg), 'length must be an integer'
        elif kind in ('min', 'max'):
            assert NUM.fullmatch(arg), 'min/max must be a number'
            assert value == '' or NUM.fullmatch(value), 'fields with min/max hold numbers'
        else:
            assert False, 'unknown validator ' + v
`,
        wrongSolutions: [
          {
            name: 'validators-run-on-empty',
            language: 'python3',
            mustFail: 'WA',
            why: 'Runs minLength, email and the others on an empty value, but only required may fail on an empty field',
            source: `import sys
def email_ok(v):
    if v.count('@') != 1:
        return False
    local, domain = v.split('@')
    return local != '' and '.' in domain and not domain.startswith('.') and not domain.endswith('.')
lines = sys.stdin.read().splitlines()
n = int(lines[0])
out = []
form_ok = True
for i in range(1, n + 1):
    name, value, validators = lines[i].split('|')
    errors = []
    for v in validators.split():
        kind, _, arg = v.partition(':')
        if kind == 'required' and value == '':
            errors.append('required')
        elif kind == 'minLength' and len(value) < int(arg):
            errors.append('minlength')
        elif kind == 'maxLength' and len(value) > int(arg):
            errors.append('maxlength')
        elif kind == 'min' and float(value or 0) < float(arg):
            errors.append('min')
        elif kind == 'max' and float(value or 0) > float(arg):
            errors.append('max')
        elif kind == 'email' and not email_ok(value):
            errors.append('email')
    if errors:
        form_ok = False
        out.append('%s: invalid (%s)' % (name, ', '.join(errors)))
    else:
        out.append('%s: valid' % name)
out.append('form: ' + ('VALID' if form_ok else 'INVALID'))
print('\\n'.join(out))
`,
          },
          {
            name: 'min-max-as-strings',
            language: 'python3',
            mustFail: 'WA',
            why: 'Compares min and max as strings, so 15 counts as below 9',
            source: `import sys
def email_ok(v):
    if v.count('@') != 1:
        return False
    local, domain = v.split('@')
    return local != '' and '.' in domain and not domain.startswith('.') and not domain.endswith('.')
lines = sys.stdin.read().splitlines()
n = int(lines[0])
out = []
form_ok = True
for i in range(1, n + 1):
    name, value, validators = lines[i].split('|')
    errors = []
    for v in validators.split():
        kind, _, arg = v.partition(':')
        if kind == 'required':
            if value == '':
                errors.append('required')
            continue
        if value == '':
            continue
        if kind == 'minLength' and len(value) < int(arg):
            errors.append('minlength')
        elif kind == 'maxLength' and len(value) > int(arg):
            errors.append('maxlength')
        elif kind == 'min' and value < arg:
            errors.append('min')
        elif kind == 'max' and value > arg:
            errors.append('max')
        elif kind == 'email' and not email_ok(value):
            errors.append('email')
    if errors:
        form_ok = False
        out.append('%s: invalid (%s)' % (name, ', '.join(errors)))
    else:
        out.append('%s: valid' % name)
out.append('form: ' + ('VALID' if form_ok else 'INVALID'))
print('\\n'.join(out))
`,
          },
        ],
      },
    },
  ],
};

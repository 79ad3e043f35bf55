import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ml-14',
  order: 14,
  title: 'Responsible Machine Learning',
  description:
    'Build models that are fair, explainable, private, secure and well documented, and understand the regulations that now govern AI systems.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Identify sources of bias and measure fairness across groups',
    'Explain model predictions with global and local methods',
    'Protect privacy and defend models against attacks',
    'Document models and follow risk-based AI regulation',
  ],
  lesson: `## Why it matters

Machine learning now influences hiring, lending, medical triage, policing and what billions of people read. A model can be accurate on average and still be unfair, opaque, privacy-violating or easy to manipulate. Responsible ML is part of doing the job properly, and increasingly a legal requirement.

## Where bias comes from

- **Historical bias**: the data faithfully records an unfair past (past hiring decisions that favoured one group).
- **Sampling and representation bias**: some groups are under-represented, so the model performs worse for them (face recognition trained mostly on lighter-skinned faces).
- **Label bias**: labels are subjective or measured differently across groups (arrests as a proxy for crime).
- **Proxy features**: removing a protected attribute does not help if postcode or name strongly correlates with it.
- **Feedback loops**: predictions change the data collected next (patrols sent where crime was predicted record more crime there).

## Measuring fairness

Compare model behaviour across groups:

- **Demographic parity**: equal rates of positive predictions.
- **Equal opportunity**: equal true positive rates (recall).
- **Equalised odds**: equal true positive *and* false positive rates.
- **Calibration within groups**: a score of 0.7 means the same risk in each group.

When base rates differ between groups, these criteria generally **cannot all hold at once**, so choosing a fairness definition is a value judgement to make explicitly with stakeholders. Mitigations act before training (rebalancing, better data), during training (fairness constraints) or after (group-specific thresholds), with tools such as Fairlearn to measure the trade-offs.

## Explainability

- **Global** explanations describe the model overall: permutation importance, partial dependence plots, or an interpretable surrogate model.
- **Local** explanations justify one prediction: **SHAP** values attribute the prediction to each feature, and counterfactuals say what would need to change ("approved if income were 5,000 higher").

\`\`\`python
import shap
explainer = shap.Explainer(model, X_background)
shap_values = explainer(X_test[:100])
shap.plots.waterfall(shap_values[0])      # why this one prediction?
\`\`\`

For high-stakes decisions, prefer inherently interpretable models when they perform comparably.

## Privacy

Collect only what you need (**data minimisation**), protect personal data under laws like the GDPR, and remember that naive anonymisation can be reversed by linking datasets. **Differential privacy** adds calibrated noise so that no individual's presence can be inferred; **federated learning** trains on devices so raw data never leaves them. Models can memorise training data, so test for leakage of sensitive records, especially in language models.

## Security

ML systems have their own attack surface: **adversarial examples** (tiny input changes that flip predictions), **data poisoning** of training sets, **model extraction** through repeated queries, **membership inference**, and for LLM applications **prompt injection** and jailbreaks. Threat-model your system, validate inputs, rate-limit APIs and red-team models before release.

## Documentation and regulation

**Model cards** describe intended use, training data, evaluation results by group, limitations and ethical considerations; **datasheets for datasets** do the same for data. Regulation is now real: the **EU AI Act**, which entered into force in 2024 with obligations phasing in from 2025 to 2027, bans certain practices, imposes strict requirements on high-risk systems (risk management, data governance, documentation, human oversight, accuracy and robustness) and sets transparency duties for general-purpose AI models. Frameworks like the NIST AI Risk Management Framework and ISO/IEC 42001 guide organisations elsewhere. Build these practices in from the start; retrofitting them is far harder.
`,
  overview: {
    whatYouWillLearn: [
      'Bias can enter through historical data, sampling, labels, proxies and feedback loops.',
      'Fairness metrics such as demographic parity and equalised odds often cannot all be satisfied at once.',
      'Explainability methods like permutation importance and SHAP reveal global and local drivers of predictions.',
      'Privacy techniques include data minimisation, anonymisation, differential privacy and federated learning.',
      'Models face attacks such as adversarial examples, data poisoning, model extraction and prompt injection.',
      'Model cards, datasheets and risk-based regulation such as the EU AI Act demand documentation and oversight.',
    ],
    proTip:
      'Report every key metric sliced by relevant groups (age band, region, language, device) alongside the overall number; harmful failures are often invisible in the average and obvious in the slices.',
  },
  mcqs: [
    {
      question:
        'A hiring model was trained on ten years of past hiring decisions that favoured one group. What kind of bias is this?',
      options: {
        A: 'Historical bias',
        B: 'Representation bias',
        C: 'Concept drift',
        D: 'Feedback-loop bias',
      },
      correct: 'A',
      explanation:
        'The data faithfully records an unfair past, and the model learns to repeat it; representation bias is about under-represented groups and a feedback loop about predictions changing the data collected next.',
    },
    {
      question: 'Why does deleting the protected attribute column often fail to remove bias?',
      options: {
        A: 'The model remembers that column from earlier runs',
        B: 'Other features, such as postcode or name, can act as proxies for it',
        C: 'Tree models split on a dropped column as if it were still present',
        D: "Bias lives in the model's architecture, not in its input columns",
      },
      correct: 'B',
      explanation:
        'Features correlated with the attribute, such as postcode or name, let the model reconstruct it, so dropping the column alone does not remove the bias.',
    },
    {
      question:
        'Which fairness criterion asks only for equal true positive rates (recall) across groups?',
      options: {
        A: 'Demographic parity',
        B: 'Equalised odds',
        C: 'Equal opportunity',
        D: 'Calibration within groups',
      },
      correct: 'C',
      explanation:
        'Equal opportunity asks for equal recall across groups; equalised odds also requires equal false positive rates, and demographic parity compares rates of positive predictions.',
    },
    {
      question:
        'Why can a model usually not satisfy demographic parity, equalised odds and calibration all at once?',
      options: {
        A: 'Fairness libraries can optimise only one criterion per training run',
        B: 'These criteria are defined for regression, not for classifiers',
        C: 'Meeting all three would require removing the protected attribute',
        D: 'When base rates differ between the groups, these criteria conflict',
      },
      correct: 'D',
      explanation:
        'With different base rates the criteria are mathematically incompatible, so choosing one is a value judgement to make with stakeholders.',
    },
    {
      question: 'What do SHAP values provide?',
      options: {
        A: 'Contributions of each feature to one individual prediction',
        B: 'A guarantee that the model treats every group fairly in use',
        C: 'A ranking of features by permutation importance on the test set',
        D: 'A simpler surrogate model that mimics the original one closely',
      },
      correct: 'A',
      explanation:
        'SHAP attributes a single prediction to each input feature (a local explanation); the values can also be aggregated into global importance, but they guarantee nothing about fairness.',
    },
    {
      question: 'What does differential privacy do?',
      options: {
        A: "It trains on users' devices so raw data never leaves them",
        B: 'It removes names and IDs so records cannot be linked',
        C: "It adds calibrated noise so no one's presence can be inferred",
        D: 'It encrypts the data during training',
      },
      correct: 'C',
      explanation:
        'Differential privacy bounds how much any single record can change the output by adding calibrated noise; training on devices is federated learning, and removing names is anonymisation, which linking can reverse.',
    },
    {
      question: 'What is an adversarial example?',
      options: {
        A: 'A training example whose label was deliberately corrupted',
        B: 'An input changed slightly on purpose so the model mispredicts',
        C: 'A query that reveals training membership',
        D: 'A prompt that hijacks an LLM',
      },
      correct: 'B',
      explanation:
        "Small, deliberate input perturbations can flip an undefended model's prediction; corrupting training labels is data poisoning, the query is membership inference and the prompt is prompt injection.",
    },
    {
      question: 'What is a model card?',
      options: {
        A: "A summary of a model's hyperparameters and its training hardware",
        B: 'A datasheet that describes how the training dataset was collected',
        C: "A licence stating who may download and reuse the model's weights",
        D: 'A document on intended use, evaluation by group and limitations',
      },
      correct: 'D',
      explanation:
        'Model cards document intended use, training data, evaluation results by group, limitations and ethical considerations; datasheets for datasets do the same for data.',
    },
    {
      question: 'How does the EU AI Act regulate AI systems?',
      options: {
        A: 'Obligations scale with risk, from banned uses to transparency duties',
        B: 'By model size, regulating only models above a parameter count',
        C: 'It requires every model used in the EU to be published as open source',
        D: 'It applies only to AI built inside the EU, not to imported systems',
      },
      correct: 'A',
      explanation:
        'The Act is risk-based: it bans certain practices, imposes strict requirements on high-risk systems and sets transparency duties, with obligations phasing in from 2025 to 2027.',
    },
    {
      question:
        'Patrols are sent where a model predicted crime, so more crime is recorded there and the next model predicts even more. What is this?',
      options: {
        A: 'Historical data bias',
        B: 'A feedback loop',
        C: 'Data poisoning',
        D: 'Sampling bias',
      },
      correct: 'B',
      explanation:
        "The model's predictions change which data is collected next, so its own output reinforces itself: a feedback loop.",
    },
    {
      question: "Which of these is a local explanation of a model's behaviour?",
      options: {
        A: 'A partial dependence plot drawn for the income feature',
        B: 'Permutation importance computed on the held-out test set',
        C: 'A counterfactual for one rejected loan application',
        D: 'A shallow decision tree trained to mimic the whole model',
      },
      correct: 'C',
      explanation:
        'A counterfactual justifies one specific prediction, which makes it local; partial dependence, permutation importance and surrogate models describe the model as a whole.',
    },
    {
      question:
        'An attacker sends thousands of queries to a prediction API and trains a copy on its answers. What is this attack called?',
      options: {
        A: 'Data poisoning',
        B: 'Membership inference',
        C: 'Prompt injection',
        D: 'Model extraction',
      },
      correct: 'D',
      explanation:
        'Model extraction rebuilds a model from its answers to many queries, which is one reason to rate-limit prediction APIs; membership inference instead asks whether a record was in the training data.',
    },
  ],
  problems: [],
};

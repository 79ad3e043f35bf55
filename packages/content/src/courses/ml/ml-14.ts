import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ml-14',
  order: 14,
  title: 'Responsible Machine Learning',
  description: 'Build models that are fair, explainable, private, secure and well documented, and understand the regulations that now govern AI systems.',
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
    proTip: 'Report every key metric sliced by relevant groups (age band, region, language, device) alongside the overall number; harmful failures are often invisible in the average and obvious in the slices.',
  },
  mcqs: [
    {
      question: 'A hiring model was trained on ten years of past hiring decisions that favoured one group. What kind of bias is this?',
      options: {
        A: 'Historical bias',
        B: 'Measurement noise',
        C: 'Overfitting',
        D: 'Data drift',
      },
      correct: 'A',
      explanation: 'The data faithfully reflects past unfair decisions, which the model learns to repeat.',
    },
    {
      question: 'Why does deleting the protected attribute column often fail to remove bias?',
      options: {
        A: 'The column is needed for training to converge',
        B: 'Other features such as postcode can act as proxies for it',
        C: 'Models ignore missing columns',
        D: 'It makes the model more accurate',
      },
      correct: 'B',
      explanation: 'Correlated features let the model reconstruct the removed attribute.',
    },
    {
      question: 'Which fairness criterion requires equal true positive rates across groups?',
      options: {
        A: 'Demographic parity',
        B: 'Calibration',
        C: 'Equal opportunity',
        D: 'Data minimisation',
      },
      correct: 'C',
      explanation: 'Equal opportunity focuses on giving qualified members of every group the same chance of a positive prediction.',
    },
    {
      question: 'Why can\'t a model usually satisfy demographic parity, equalised odds and calibration all at once?',
      options: {
        A: 'Libraries do not support them',
        B: 'They only apply to regression',
        C: 'They require deep learning',
        D: 'When base rates differ between groups, these criteria mathematically conflict',
      },
      correct: 'D',
      explanation: 'Impossibility results show trade-offs, so the choice of criterion is a value judgement.',
    },
    {
      question: 'What do SHAP values provide?',
      options: {
        A: 'An attribution of an individual prediction to each input feature',
        B: 'A way to encrypt the model',
        C: 'The model\'s training time',
        D: 'A fairness guarantee',
      },
      correct: 'A',
      explanation: 'SHAP gives local explanations that also aggregate into global importance.',
    },
    {
      question: 'What does differential privacy do?',
      options: {
        A: 'Deletes all personal data',
        B: 'Encrypts the model weights',
        C: 'Adds calibrated noise so that no individual\'s presence in the data can be reliably inferred',
        D: 'Trains models only on public data',
      },
      correct: 'C',
      explanation: 'It bounds how much any single record can affect outputs.',
    },
    {
      question: 'What is an adversarial example?',
      options: {
        A: 'A mislabelled training example',
        B: 'An input with small, deliberate changes that cause a wrong prediction',
        C: 'A test set from another domain',
        D: 'A model with too many parameters',
      },
      correct: 'B',
      explanation: 'Imperceptible perturbations can flip the output of an undefended model.',
    },
    {
      question: 'What is a model card?',
      options: {
        A: 'A GPU specification sheet',
        B: 'A payment method for cloud APIs',
        C: 'A list of hyperparameters only',
        D: 'Documentation of a model\'s intended use, data, evaluation by group, limitations and risks',
      },
      correct: 'D',
      explanation: 'Model cards make a model\'s behaviour and limits transparent to users and auditors.',
    },
    {
      question: 'How does the EU AI Act regulate AI systems?',
      options: {
        A: 'With a risk-based approach: banned practices, strict duties for high-risk systems and transparency obligations',
        B: 'It bans all machine learning in the EU',
        C: 'It only applies to video games',
        D: 'It requires all models to be open source',
      },
      correct: 'A',
      explanation: 'Obligations scale with the risk a system poses to health, safety and fundamental rights.',
    },
  ],
  problems: [],
};

import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ml-1',
  order: 1,
  title: 'What Machine Learning Is and How Projects Work',
  description:
    'The core idea of learning from data, the main kinds of machine learning, and the end-to-end workflow of a real ML project.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Explain how machine learning differs from hand-written rules',
    'Distinguish supervised, unsupervised, self-supervised and reinforcement learning',
    'Tell regression from classification problems',
    'Describe the stages of an ML project from framing to monitoring',
  ],
  lesson: `## Learning from examples

Traditional programming turns **rules + data into answers**: you write the logic. **Machine learning** turns **data + answers into rules**: you provide examples and an algorithm fits a **model** whose parameters capture the pattern. A spam filter is the classic case. Writing rules for every spam trick is hopeless, but given a million emails labelled spam or not, a model learns which word patterns predict spam, and keeps improving as new examples arrive.

Formally, a model is a function \`f(x; θ)\` from **features** \`x\` (the inputs, such as the words in an email or the size of a house) to a prediction, with parameters \`θ\` chosen during **training** to minimise a **loss** that measures how wrong the predictions are.

## Kinds of learning

- **Supervised learning**: examples come with **labels**. If the label is a number (house price, temperature), it is **regression**; if it is a category (spam/ham, digit 0-9), it is **classification**.
- **Unsupervised learning**: no labels. The model finds structure: **clustering** customers into segments, **dimensionality reduction** for visualisation, **anomaly detection** for fraud.
- **Self-supervised learning**: labels are generated from the data itself, such as predicting the next word in a sentence or a masked patch of an image. This is how large language models and modern vision models are pre-trained on huge unlabelled corpora.
- **Reinforcement learning**: an agent acts in an environment and learns a **policy** that maximises cumulative **reward**, used in robotics, game playing and fine-tuning language models from human feedback.

## Generalisation is the goal

A model that memorises its training data is useless. What matters is **generalisation**: performance on **new** data. That is why we always hold out data the model never sees during training and evaluate on it. A model can fail by **underfitting** (too simple to capture the pattern) or **overfitting** (so flexible it learns noise). Much of this course is about measuring and balancing the two.

## The project workflow

Real ML projects spend far more time outside the algorithm than in it:

1. **Frame the problem**: what decision will the prediction drive, and which metric reflects success? Is ML even needed?
2. **Collect and understand data**: sources, labels, quality, biases.
3. **Prepare data**: clean, engineer features, split into training, validation and test sets.
4. **Establish a baseline**, then train candidate models.
5. **Evaluate** with appropriate metrics, analyse errors, iterate.
6. **Deploy** and **monitor**: data changes over time, and models silently degrade.

\`\`\`python
from sklearn.datasets import load_iris
from sklearn.model_selection import train_test_split
from sklearn.tree import DecisionTreeClassifier

X, y = load_iris(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.25, random_state=0)
model = DecisionTreeClassifier(max_depth=3).fit(X_train, y_train)
print(model.score(X_test, y_test))     # accuracy on unseen data
\`\`\`

This course uses Python, the lingua franca of ML, with NumPy, pandas and scikit-learn for classical models and PyTorch for deep learning. The coding challenges ask you to implement key pieces from scratch so you understand what the libraries do.
`,
  overview: {
    whatYouWillLearn: [
      "Machine learning fits a model's parameters to data so it can make predictions on new, unseen examples.",
      'Supervised learning learns from labelled examples; unsupervised learning finds structure in unlabelled data.',
      'Regression predicts continuous values, while classification predicts discrete categories.',
      'Self-supervised learning creates labels from the data itself and powers modern language models.',
      'Reinforcement learning learns a policy from rewards earned through interaction.',
      'The goal is generalisation, measured on data the model has never seen during training.',
    ],
    proTip:
      'Before training anything, build the simplest possible baseline (predict the mean, the most frequent class, or a one-line rule); every model you build later must beat it to justify its complexity.',
  },
  mcqs: [
    {
      question: 'How does machine learning differ from traditional programming?',
      options: {
        A: 'It learns the rules from examples with known answers instead of having them hand-written',
        B: 'It turns hand-written rules plus data into answers, as traditional programs do, but faster',
        C: 'Machine learning runs the same hand-coded rules as traditional programming, only on GPUs',
        D: 'It stores every training example and can only answer inputs it has already seen',
      },
      correct: 'A',
      explanation:
        "Traditional programming turns rules + data into answers; ML turns data + answers into rules by fitting a model's parameters to examples.",
    },
    {
      question: 'Predicting the sale price of a house from its features is which kind of problem?',
      options: {
        A: 'Multi-class classification (price bands)',
        B: 'Clustering of house features',
        C: 'Regression (a continuous target)',
        D: 'Reinforcement learning',
      },
      correct: 'C',
      explanation:
        'The target is a continuous number, so it is regression. Classification would predict a category, and clustering has no target at all.',
    },
    {
      question:
        'Grouping customers into segments without any predefined labels is an example of what?',
      options: {
        A: 'Self-supervised learning',
        B: 'Unsupervised learning',
        C: 'Classification into predefined segments',
        D: 'Transfer learning from a pretrained model',
      },
      correct: 'B',
      explanation:
        'With no labels, the model must find structure on its own; clustering is the classic unsupervised task. Classification needs labelled segments.',
    },
    {
      question: 'How are large language models mainly pre-trained?',
      options: {
        A: 'Supervised learning on sentences that annotators labelled by hand',
        B: 'Reinforcement learning from human feedback (RLHF) on raw web text',
        C: 'Clustering of word embeddings learned by smaller language models',
        D: 'Self-supervised prediction of the next token in huge text corpora',
      },
      correct: 'D',
      explanation:
        'The text itself supplies the labels (the next token), so no manual labelling is needed. RLHF is a later fine-tuning step, not pre-training.',
    },
    {
      question: 'What does a loss function measure?',
      options: {
        A: 'The share of test examples classified correctly',
        B: 'How far the predictions are from the true targets',
        C: 'The number of trainable parameters',
        D: 'How long each training epoch takes to run',
      },
      correct: 'B',
      explanation:
        'The loss quantifies how wrong the predictions are; training chooses parameters that minimise it. Accuracy is an evaluation metric, not the loss being minimised.',
    },
    {
      question: 'Why is a model evaluated on data it did not see during training?',
      options: {
        A: 'Because reusing the training data would change the learned parameters',
        B: 'To give the model extra training examples',
        C: 'To estimate how well it generalises to new data',
        D: 'Because metrics such as accuracy cannot be computed on training data',
      },
      correct: 'C',
      explanation:
        'Generalisation is the goal; training accuracy hides overfitting, while unseen data reveals it. Evaluating never changes parameters, and metrics can be computed on any data.',
    },
    {
      question: 'What characterises reinforcement learning?',
      options: {
        A: 'An agent learns a policy from rewards earned by acting',
        B: 'A model learns from labels it creates by masking parts of its own input',
        C: 'A model learns from labelled input-output pairs',
        D: 'An agent clusters the states it visits without any reward signal',
      },
      correct: 'A',
      explanation:
        'RL optimises cumulative reward through interaction with an environment. Masking describes self-supervised learning; labelled pairs describe supervised learning.',
    },
    {
      question:
        'A model scores 99% on training data but 60% on new data. What is the most likely problem?',
      options: {
        A: 'High bias',
        B: 'Overfitting',
        C: 'A learning rate that is too small (e.g. 1e-6)',
        D: 'Test examples leaking into training',
      },
      correct: 'B',
      explanation:
        'A large gap between training and test performance means the model memorised noise. Underfitting or a tiny learning rate would give poor training scores too, and leakage would inflate the test score.',
    },
    {
      question: 'Why build a simple baseline before training complex models?',
      options: {
        A: 'It tunes the hyperparameters for later models',
        B: 'It prevents overfitting in later models',
        C: 'It gives a reference score that any real model must beat',
        D: 'It removes the need for a held-out test set later on',
      },
      correct: 'C',
      explanation:
        'Without a baseline (predict the mean, the majority class, a one-line rule) you cannot tell whether a complex model adds real value.',
    },
    {
      question: 'In a model f(x; θ), what are the features x?',
      options: {
        A: 'The parameters that training adjusts to reduce the loss',
        B: 'The labels that the model is trying to learn to predict',
        C: 'The metric used to decide when training should stop',
        D: 'The inputs from which the model makes a prediction',
      },
      correct: 'D',
      explanation:
        'x are the inputs (words of an email, size of a house); θ are the parameters fitted during training; the label is the target y.',
    },
    {
      question:
        "A deployed model's accuracy slowly falls over months although its code never changed. Which workflow stage exists to catch this?",
      options: {
        A: 'Monitoring, because incoming data drifts over time',
        B: 'Problem framing, as the metric was badly chosen',
        C: 'Baseline setting, as the baseline was too weak',
        D: 'Data preparation: the split was unstratified',
      },
      correct: 'A',
      explanation:
        'Data changes after deployment and models silently degrade, so production performance must be monitored. The other stages happen before deployment and cannot explain a slow decline.',
    },
    {
      question: 'Which task is better solved with hand-written rules than with machine learning?',
      options: {
        A: 'Filtering spam whose tricks keep changing from week to week',
        B: 'Recognising hand-written digits on scanned paper forms',
        C: 'Recommending films to users from their past viewing histories',
        D: 'Computing sales tax from a fixed published rate table',
      },
      correct: 'D',
      explanation:
        'When the rules are known exactly and stable, writing them is simpler and exact. ML pays off when the rules are unknown, fuzzy or keep changing, as in the other three tasks.',
    },
  ],
  problems: [],
};

import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ml-1',
  order: 1,
  title: 'What Machine Learning Is and How Projects Work',
  description: 'The core idea of learning from data, the main kinds of machine learning, and the end-to-end workflow of a real ML project.',
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
      'Machine learning fits a model\'s parameters to data so it can make predictions on new, unseen examples.',
      'Supervised learning learns from labelled examples; unsupervised learning finds structure in unlabelled data.',
      'Regression predicts continuous values, while classification predicts discrete categories.',
      'Self-supervised learning creates labels from the data itself and powers modern language models.',
      'Reinforcement learning learns a policy from rewards earned through interaction.',
      'The goal is generalisation, measured on data the model has never seen during training.',
    ],
    proTip: 'Before training anything, build the simplest possible baseline (predict the mean, the most frequent class, or a one-line rule); every model you build later must beat it to justify its complexity.',
  },
  mcqs: [
    {
      question: 'How does machine learning differ from traditional programming?',
      options: {
        A: 'It uses data and known answers to learn the rules, instead of hand-writing the rules',
        B: 'It never uses data',
        C: 'It only works with images',
        D: 'It requires no testing',
      },
      correct: 'A',
      explanation: 'ML fits a model to examples, whereas traditional programs encode rules explicitly.',
    },
    {
      question: 'Predicting the sale price of a house from its features is which kind of problem?',
      options: {
        A: 'Classification',
        B: 'Clustering',
        C: 'Regression',
        D: 'Reinforcement learning',
      },
      correct: 'C',
      explanation: 'The target is a continuous number, so it is regression.',
    },
    {
      question: 'Grouping customers into segments without any predefined labels is an example of what?',
      options: {
        A: 'Supervised classification',
        B: 'Unsupervised learning (clustering)',
        C: 'Reinforcement learning',
        D: 'Regression',
      },
      correct: 'B',
      explanation: 'Clustering finds structure in unlabelled data.',
    },
    {
      question: 'How are large language models mainly pre-trained?',
      options: {
        A: 'With reinforcement learning from game scores',
        B: 'With hand-labelled sentiment for every sentence',
        C: 'With k-means clustering',
        D: 'With self-supervised learning, predicting the next token in huge text corpora',
      },
      correct: 'D',
      explanation: 'The data itself provides the labels, so no manual labelling is needed.',
    },
    {
      question: 'What does a loss function measure?',
      options: {
        A: 'How many features the model uses',
        B: 'How wrong the model\'s predictions are on the data',
        C: 'How long training takes',
        D: 'The size of the dataset',
      },
      correct: 'B',
      explanation: 'Training adjusts parameters to minimise the loss.',
    },
    {
      question: 'Why is a model evaluated on data it did not see during training?',
      options: {
        A: 'Training data is always mislabelled',
        B: 'It makes training faster',
        C: 'To estimate how well it generalises to new data',
        D: 'Because libraries require it',
      },
      correct: 'C',
      explanation: 'Performance on unseen data reveals overfitting that training accuracy hides.',
    },
    {
      question: 'What characterises reinforcement learning?',
      options: {
        A: 'An agent learns a policy from rewards obtained by acting in an environment',
        B: 'It clusters data into groups',
        C: 'It requires labelled images',
        D: 'It only predicts continuous values',
      },
      correct: 'A',
      explanation: 'RL optimises cumulative reward through trial and interaction.',
    },
    {
      question: 'A model scores 99% on training data but 60% on new data. What is the most likely problem?',
      options: {
        A: 'Underfitting',
        B: 'The learning rate is too small',
        C: 'The test set is too large',
        D: 'Overfitting',
      },
      correct: 'D',
      explanation: 'A large gap between training and test performance indicates the model memorised noise.',
    },
    {
      question: 'Why build a simple baseline before training complex models?',
      options: {
        A: 'Baselines are always the final model',
        B: 'It gives a reference score that any more complex model must beat',
        C: 'Libraries require a baseline first',
        D: 'Baselines prevent overfitting automatically',
      },
      correct: 'B',
      explanation: 'Without a baseline you cannot tell whether a complex model adds real value.',
    },
  ],
  problems: [],
};

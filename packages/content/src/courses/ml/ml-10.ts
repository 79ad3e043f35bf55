import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ml-10',
  order: 10,
  title: 'Neural Networks and Backpropagation',
  description:
    'Build neural networks from neurons, activations and layers, train them with backpropagation and modern optimisers, and understand initialisation, normalisation and regularisation.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Describe neurons, layers and activation functions',
    'Explain forward propagation and backpropagation with the chain rule',
    'Compare optimisers such as SGD with momentum and Adam',
    'Apply initialisation, normalisation, dropout and weight decay',
  ],
  lesson: `## From neurons to networks

An artificial **neuron** computes \`a = f(w·x + b)\`: a weighted sum of inputs plus a bias, passed through an **activation function** \`f\`. A **layer** applies many neurons in parallel, which is a matrix multiplication: \`h = f(W x + b)\`. A **multilayer perceptron (MLP)** stacks layers: inputs, one or more **hidden** layers, and an output layer (one unit with sigmoid for binary classification, softmax over classes for multi-class, a linear unit for regression).

## Why non-linearity matters

Composing linear layers gives another linear function, so without activations a deep network is no more powerful than linear regression. Non-linear activations let networks approximate essentially any function (the universal approximation theorem):

- **Sigmoid** and **tanh** saturate: for large inputs their gradient is near zero, which causes **vanishing gradients** in deep networks.
- **ReLU** \`max(0, x)\` is cheap and does not saturate for positive inputs; it is the default for hidden layers. **GELU** and **SiLU** are smooth variants used in transformers.

## Training: forward and backward

1. **Forward pass**: compute predictions and the loss for a mini-batch.
2. **Backward pass**: **backpropagation** applies the chain rule from the loss back through each layer, computing the gradient of the loss for every weight in one sweep, at roughly the cost of one extra forward pass.
3. **Update**: the optimiser adjusts the weights.

Frameworks do step 2 automatically with **automatic differentiation**:

\`\`\`python
import torch
from torch import nn

model = nn.Sequential(nn.Linear(20, 64), nn.ReLU(), nn.Dropout(0.2), nn.Linear(64, 3))
loss_fn = nn.CrossEntropyLoss()
opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=1e-2)

for xb, yb in train_loader:
    opt.zero_grad()
    loss = loss_fn(model(xb), yb)   # forward
    loss.backward()                 # backpropagation
    opt.step()                      # update
\`\`\`

## Optimisers and learning rates

- **SGD with momentum** accumulates a velocity that smooths noisy gradients and speeds progress along consistent directions.
- **Adam** and **AdamW** keep running averages of gradients and squared gradients to give each parameter its own adaptive step size; AdamW decouples weight decay and is the default choice for transformers.
- **Learning-rate schedules**: a short **warm-up** followed by cosine or step decay usually beats a constant rate.

The learning rate remains the most important hyperparameter.

## Making deep networks train

- **Initialisation**: weights scaled to the layer size (Xavier/Glorot for tanh, He/Kaiming for ReLU) keep activations and gradients from exploding or vanishing.
- **Normalisation**: **batch normalisation** normalises activations across the batch; **layer normalisation** normalises across features and is standard in transformers.
- **Residual connections** (\`x + f(x)\`) give gradients a shortcut, enabling networks with hundreds of layers.
- **Gradient clipping** caps gradient norms to stop occasional explosions.

## Regularisation

Neural networks have enormous capacity and overfit readily. **Dropout** randomly zeroes activations during training so units cannot co-adapt. **Weight decay** (L2) shrinks weights. **Early stopping** halts when validation loss rises, and **data augmentation** creates varied training examples. Remember that dropout and batch norm behave differently at training and inference time, so call \`model.eval()\` before evaluating.
`,
  overview: {
    whatYouWillLearn: [
      'A neuron computes a weighted sum of its inputs plus a bias and applies a non-linear activation.',
      'Without non-linear activations, any stack of layers collapses into a single linear model.',
      'ReLU and its variants avoid vanishing gradients better than sigmoid or tanh in deep networks.',
      'Backpropagation applies the chain rule backwards through the network to get every gradient efficiently.',
      'Optimisers such as Adam adapt step sizes per parameter; learning-rate schedules change them over time.',
      'Good initialisation, normalisation layers, dropout and weight decay make deep networks train and generalise.',
    ],
    proTip:
      'Before a long training run, try to overfit a single small batch: if the loss will not go to nearly zero on 32 examples, there is a bug in the model, the loss or the data pipeline, and more epochs will not fix it.',
  },
  mcqs: [
    {
      question: 'What happens if you stack many linear layers without activation functions?',
      options: {
        A: 'It becomes a universal approximator',
        B: 'It learns non-linear patterns',
        C: 'Its gradients vanish at once',
        D: 'The network is still just one linear function',
      },
      correct: 'D',
      explanation:
        'A composition of linear maps is linear, so depth adds nothing without non-linear activations. The universal approximation theorem requires them.',
    },
    {
      question: 'Why is ReLU preferred over sigmoid in the hidden layers of deep networks?',
      options: {
        A: 'It does not saturate for positive inputs',
        B: 'It outputs probabilities',
        C: 'It is differentiable everywhere, including at 0',
        D: "It normalises each hidden layer's activations",
      },
      correct: 'A',
      explanation:
        "Sigmoid's gradient is near zero for large inputs, causing vanishing gradients in deep stacks; ReLU's gradient is 1 for positive inputs. ReLU is not differentiable at 0 and outputs unbounded values.",
    },
    {
      question: 'What does backpropagation compute?',
      options: {
        A: 'The updated weights after one optimiser step',
        B: 'The loss gradient for every weight, via the chain rule',
        C: 'The predictions and the loss for one mini-batch',
        D: 'The best learning rate per layer',
      },
      correct: 'B',
      explanation:
        'Backpropagation applies the chain rule from the loss back through each layer, giving all gradients in one sweep. The forward pass computes predictions; the optimiser updates the weights.',
    },
    {
      question: 'In a PyTorch training loop, why is opt.zero_grad() called each iteration?',
      options: {
        A: 'It resets the weights to zero before the next batch',
        B: 'It resets the learning-rate schedule',
        C: 'Gradients accumulate by default, so old ones must be cleared',
        D: 'It switches off dropout for the next forward pass',
      },
      correct: 'C',
      explanation:
        "loss.backward() adds into each parameter's .grad; without clearing, gradients from previous batches would be summed with the new ones. The weights themselves are untouched.",
    },
    {
      question: 'What does the Adam optimiser add compared with plain SGD?',
      options: {
        A: 'Exact second-order Newton steps using the Hessian matrix',
        B: 'A fixed learning rate (lr) shared by all parameters',
        C: 'Weight decay decoupled from the gradient update',
        D: 'A per-parameter step size from running gradient averages',
      },
      correct: 'D',
      explanation:
        "Adam keeps running averages of gradients and squared gradients to adapt each parameter's step. Decoupled weight decay is what AdamW adds on top of Adam.",
    },
    {
      question: 'What is the purpose of dropout?',
      options: {
        A: 'Faster inference by skipping random units at prediction time',
        B: 'Pruning units whose weights are near zero after training',
        C: 'Regularisation by randomly zeroing activations in training',
        D: 'Normalising the activations across each mini-batch',
      },
      correct: 'C',
      explanation:
        'Dropout stops units from co-adapting and reduces overfitting. It is active only during training; at inference all units are used.',
    },
    {
      question: 'Why do residual connections help very deep networks?',
      options: {
        A: 'They normalise the outputs of every single layer',
        B: 'They give gradients a shortcut around layers',
        C: 'They replace the activation functions between layers',
        D: 'They cut the parameter count, so deep nets fit in memory',
      },
      correct: 'B',
      explanation:
        'With x + f(x), signals and gradients can bypass layers, which eases optimisation and enables networks with hundreds of layers. They add no parameters and do not normalise.',
    },
    {
      question:
        'Why must model.eval() be called before evaluating a network that uses dropout and batch normalisation?',
      options: {
        A: 'It stops gradient computation, like torch.no_grad()',
        B: 'It moves the model onto the GPU for a faster evaluation',
        C: 'It freezes the optimiser so the weights stop updating',
        D: 'Those layers must switch to their inference behaviour',
      },
      correct: 'D',
      explanation:
        'In eval mode dropout is disabled and batch norm uses running statistics. eval() does not turn off autograd; torch.no_grad() does that separately.',
    },
    {
      question: 'What is a useful sanity check before a long training run?',
      options: {
        A: 'Check that the model can overfit one small batch',
        B: 'Check the loss on the test set before training',
        C: 'Check it trains at the largest possible learning rate',
        D: 'Check that training loss is low after a single step',
      },
      correct: 'A',
      explanation:
        'A correct model should drive the loss on a tiny batch to near zero; failing to do so reveals bugs in the model, loss or data pipeline.',
    },
    {
      question: 'Which output layer suits a network that predicts a house price?',
      options: {
        A: 'One sigmoid unit, with output in (0, 1)',
        B: 'A softmax over all the prices seen in training',
        C: 'One linear unit with no activation',
        D: 'Two softmax units, one per price band',
      },
      correct: 'C',
      explanation:
        'Regression needs an unbounded real output, so the last layer is a linear unit trained with e.g. MSE. Sigmoid is for binary classification and softmax for multi-class.',
    },
    {
      question: 'Which weight initialisation is designed for ReLU layers?',
      options: {
        A: 'Xavier (Glorot) initialisation',
        B: 'He (Kaiming) initialisation',
        C: 'All weights set to zero',
        D: 'All weights set to 1/n for n inputs',
      },
      correct: 'B',
      explanation:
        'He initialisation scales the variance by 2/n to compensate for ReLU zeroing half its inputs; Xavier suits tanh. Constant initialisations make all units identical, so they never learn different features.',
    },
    {
      question: 'What does momentum add to stochastic gradient descent?',
      options: {
        A: 'A running velocity that smooths noisy steps',
        B: 'A separate adaptive step size for each parameter',
        C: 'A penalty that shrinks the weights toward zero',
        D: 'A cap on the gradient norm to stop explosions',
      },
      correct: 'A',
      explanation:
        'Momentum accumulates past gradients, damping noise and speeding progress along consistent directions. Per-parameter steps are Adam; shrinking weights is weight decay; capping norms is clipping.',
    },
  ],
  problems: [],
};

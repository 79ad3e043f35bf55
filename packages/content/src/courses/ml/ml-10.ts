import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ml-10',
  order: 10,
  title: 'Neural Networks and Backpropagation',
  description: 'Build neural networks from neurons, activations and layers, train them with backpropagation and modern optimisers, and understand initialisation, normalisation and regularisation.',
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
    proTip: 'Before a long training run, try to overfit a single small batch: if the loss will not go to nearly zero on 32 examples, there is a bug in the model, the loss or the data pipeline, and more epochs will not fix it.',
  },
  mcqs: [
    {
      question: 'What happens if you stack many linear layers without activation functions?',
      options: {
        A: 'The network becomes a decision tree',
        B: 'The whole network is still just a linear function',
        C: 'Training becomes impossible',
        D: 'The network automatically learns non-linear patterns',
      },
      correct: 'B',
      explanation: 'A composition of linear maps is linear, so non-linear activations are essential.',
    },
    {
      question: 'Why is ReLU preferred over sigmoid in the hidden layers of deep networks?',
      options: {
        A: 'It does not saturate for positive inputs, reducing vanishing gradients',
        B: 'It outputs probabilities',
        C: 'It is always differentiable at zero',
        D: 'It normalises the activations',
      },
      correct: 'A',
      explanation: 'Sigmoid\'s gradient is tiny for large inputs, which slows learning in deep stacks.',
    },
    {
      question: 'What does backpropagation compute?',
      options: {
        A: 'The optimal learning rate',
        B: 'The network\'s predictions',
        C: 'The gradient of the loss with respect to every parameter, using the chain rule',
        D: 'The best network architecture',
      },
      correct: 'C',
      explanation: 'Backpropagation propagates derivatives from the loss back through each layer.',
    },
    {
      question: 'In a PyTorch training loop, why is opt.zero_grad() called each iteration?',
      options: {
        A: 'To reset the weights to zero',
        B: 'To reduce the learning rate',
        C: 'To switch to evaluation mode',
        D: 'Because gradients accumulate by default and must be cleared before the next backward pass',
      },
      correct: 'D',
      explanation: 'Without clearing, gradients from previous batches would be added to the new ones.',
    },
    {
      question: 'What does the Adam optimiser add compared with plain SGD?',
      options: {
        A: 'Per-parameter adaptive step sizes based on running averages of gradients and squared gradients',
        B: 'Automatic architecture search',
        C: 'A fixed learning rate for all parameters',
        D: 'Exact second-order Newton steps',
      },
      correct: 'A',
      explanation: 'Adam adapts each parameter\'s step using first and second moment estimates.',
    },
    {
      question: 'What is the purpose of dropout?',
      options: {
        A: 'To speed up inference',
        B: 'To regularise the network by randomly zeroing activations during training',
        C: 'To remove unused layers',
        D: 'To normalise the inputs',
      },
      correct: 'B',
      explanation: 'Dropout prevents units from co-adapting and reduces overfitting.',
    },
    {
      question: 'Why do residual connections help very deep networks?',
      options: {
        A: 'They reduce the number of parameters to zero',
        B: 'They replace activation functions',
        C: 'They give gradients a direct path through the network, easing optimisation',
        D: 'They remove the need for a loss function',
      },
      correct: 'C',
      explanation: 'Skip connections let signals and gradients bypass layers.',
    },
    {
      question: 'Why must model.eval() be called before evaluating a network that uses dropout and batch normalisation?',
      options: {
        A: 'It freezes the optimiser',
        B: 'It deletes the gradients',
        C: 'It moves the model to the GPU',
        D: 'These layers behave differently in training and inference, and eval() switches them to inference behaviour',
      },
      correct: 'D',
      explanation: 'In eval mode dropout is disabled and batch norm uses running statistics.',
    },
    {
      question: 'What is a useful sanity check before a long training run?',
      options: {
        A: 'Train on the test set',
        B: 'Verify the model can overfit one small batch to near-zero loss',
        C: 'Use the largest possible learning rate',
        D: 'Remove all regularisation permanently',
      },
      correct: 'B',
      explanation: 'Failing to overfit a tiny batch reveals bugs in the model, loss or data.',
    },
  ],
  problems: [],
};

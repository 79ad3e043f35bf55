import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ml-12',
  order: 12,
  title: 'Transformers, Embeddings and Large Language Models',
  description:
    'Understand tokenisation, embeddings and self-attention, how transformer-based language models are pre-trained and adapted, and how to build with them using prompting, RAG and fine-tuning.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Explain tokens, embeddings and scaled dot-product self-attention',
    'Describe the transformer block and positional information',
    'Explain pre-training, instruction tuning and preference alignment',
    'Choose between prompting, retrieval-augmented generation and fine-tuning',
  ],
  lesson: `## Tokens and embeddings

Language models do not see characters or words directly. A **tokeniser** (byte-pair encoding or similar) splits text into **subword tokens**: common words are one token, rare words several pieces. Each token ID is mapped to an **embedding**, a learned vector of hundreds or thousands of numbers. Embeddings place related meanings near each other, so \`king\` and \`queen\` are close and \`queen\` far from \`carburettor\`. Sentence-level **embedding models** produce one vector per text, the basis of semantic search, clustering and recommendations.

## Self-attention

The key innovation of the **transformer** (Vaswani et al., 2017) is **self-attention**. For each token, the model computes three vectors by linear projections: a **query** (what am I looking for?), a **key** (what do I contain?) and a **value** (what do I pass on?). The attention weights for a token are the softmax of its query's dot products with all keys, scaled by \`sqrt(d)\`:

\`Attention(Q, K, V) = softmax(QKᵀ / sqrt(d)) V\`

Each output is thus a weighted mix of all tokens' values, so "it" in "the animal didn't cross the street because it was tired" can attend strongly to "animal". **Multi-head** attention runs several attention operations in parallel to capture different relationships. Every position is processed at once, which parallelises well on GPUs. Because attention itself ignores order, **positional information** is added, today usually with rotary position embeddings (RoPE). The cost grows quadratically with sequence length, which is why long context windows need optimised kernels such as FlashAttention.

A **transformer block** combines multi-head attention and a feed-forward network, each wrapped with a residual connection and layer normalisation; models stack dozens of blocks. **Encoder** models (BERT) see the whole text and suit classification and embeddings; **decoder-only** models (the GPT family, Llama, Claude, Gemini and others) use **causal masking** so each token only sees earlier tokens, which is what text generation needs.

## From pre-training to assistant

1. **Pre-training**: predict the next token over trillions of tokens of text and code. The model absorbs grammar, facts and reasoning patterns (self-supervised learning).
2. **Instruction tuning** (supervised fine-tuning): train on example conversations so the model follows instructions.
3. **Preference alignment**: reinforcement learning from human or AI feedback (RLHF, RLAIF) or direct preference optimisation (DPO) steers it toward helpful, honest, harmless answers.

At inference the model generates one token at a time; **temperature** and top-p sampling control randomness.

## Building with LLMs

- **Prompting**: clear instructions, context and a few examples (few-shot) often suffice. Ask for structured output such as JSON when software consumes the answer.
- **Retrieval-augmented generation (RAG)**: split your documents into chunks, embed them, store them in a vector index, retrieve the chunks most similar to the question, and include them in the prompt. RAG keeps answers current and grounded in your data, and lets you cite sources.
- **Tool use and agents**: the model calls functions (search, databases, code execution) and uses the results.
- **Fine-tuning**: adapt weights on your examples for a consistent format, tone or specialised skill. **Parameter-efficient** methods such as **LoRA** train small adapter matrices instead of all weights, making it feasible on a single GPU.

\`\`\`python
from sentence_transformers import SentenceTransformer
model = SentenceTransformer("all-MiniLM-L6-v2")
docs = ["Reset your password from the login page.", "Invoices are emailed monthly."]
doc_vecs = model.encode(docs, normalize_embeddings=True)
q = model.encode(["How do I change my password?"], normalize_embeddings=True)
best = (doc_vecs @ q.T).argmax()        # cosine similarity via dot product
\`\`\`

## Limits to design around

LLMs can **hallucinate** fluent but false statements, have a knowledge cut-off, are sensitive to prompt wording, can be manipulated by **prompt injection** in retrieved content, and are costly at scale. Evaluate them on your own task with test sets and automatic plus human review, just like any other model.
`,
  overview: {
    whatYouWillLearn: [
      'Text is split into subword tokens, and each token is mapped to a learned embedding vector.',
      'Self-attention lets every token weigh every other token using queries, keys and values.',
      'Transformer blocks stack multi-head attention and feed-forward layers with residual connections and normalisation.',
      'Decoder-only language models are pre-trained to predict the next token on huge corpora.',
      'Instruction tuning and preference optimisation turn a raw model into a helpful assistant.',
      'Retrieval-augmented generation grounds answers in documents found by embedding similarity search.',
    ],
    proTip:
      'Before fine-tuning a language model, exhaust cheaper options: a clear prompt with a few examples, then retrieval of relevant documents; fine-tune only when you need a consistent style, format or skill that prompting cannot reliably produce.',
  },
  mcqs: [
    {
      question: 'What is a token in the context of language models?',
      options: {
        A: 'Exactly one whole word, split on spaces and punctuation',
        B: 'A single character of the raw input text string',
        C: 'A subword piece with an ID and an embedding',
        D: 'One whole sentence encoded as a single vector',
      },
      correct: 'C',
      explanation:
        'Tokenisers such as BPE split text into subword pieces: common words are one token, rare words several. Each token ID is mapped to a learned embedding.',
    },
    {
      question: 'In self-attention, how are the attention weights for a token computed?',
      options: {
        A: "Softmax of its query's scaled dot products with all keys",
        B: "Softmax of its value's dot products with all the queries",
        C: 'Cosine similarity of its embedding with its neighbours only',
        D: 'A 1-D convolution over nearby tokens',
      },
      correct: 'A',
      explanation:
        'softmax(QKᵀ / sqrt(d)) gives how much each token attends to every other token; the weights then mix the values V.',
    },
    {
      question: 'Why do transformers need positional information?',
      options: {
        A: 'It lets the tokeniser split words into the correct pieces',
        B: 'Attention on its own ignores word order',
        C: 'Without positions, the embeddings would be far too large',
        D: 'It tells the mask which tokens to hide',
      },
      correct: 'B',
      explanation:
        'Attention is a weighted sum over a set, so a permuted sentence would look identical. Order is injected, today usually with rotary embeddings (RoPE). The causal mask is a fixed triangular pattern.',
    },
    {
      question: 'How does a decoder-only language model prevent tokens from seeing future tokens?',
      options: {
        A: 'Dropout applied to all future tokens',
        B: 'Reversing the input so the future comes first',
        C: 'Bidirectional attention, as used in BERT',
        D: 'A causal mask in attention',
      },
      correct: 'D',
      explanation:
        'The causal mask restricts each position to itself and earlier positions, which is what left-to-right generation needs. BERT-style bidirectional attention sees the whole text.',
    },
    {
      question: 'Why use multi-head rather than single-head attention?',
      options: {
        A: 'Each head sees a different chunk of tokens',
        B: 'Each head can capture a different kind of relationship',
        C: 'Several heads remove the quadratic cost',
        D: 'Each head belongs to a different layer of the network',
      },
      correct: 'B',
      explanation:
        'Heads run in parallel over all tokens with their own projections, so one can track syntax and another coreference, for example. The cost is still quadratic in length.',
    },
    {
      question: 'What does retrieval-augmented generation (RAG) do?',
      options: {
        A: "Retrains the model's weights nightly on new documents",
        B: 'Guarantees that the model can no longer hallucinate',
        C: "Stores every past conversation in the model's weights",
        D: 'Retrieves similar chunks and adds them to the prompt',
      },
      correct: 'D',
      explanation:
        'RAG embeds document chunks, retrieves those most similar to the question and includes them in the prompt, grounding answers in current data without changing weights. It reduces, but does not eliminate, hallucination.',
    },
    {
      question: 'What is LoRA used for?',
      options: {
        A: 'Quantising all weights to 4-bit (int4) for inference',
        B: 'Retrieving chunks by similarity',
        C: 'Fine-tuning small low-rank adapter matrices',
        D: 'Extending the context window with rotary embeddings',
      },
      correct: 'C',
      explanation:
        'LoRA freezes the model and trains small added low-rank matrices, making fine-tuning feasible on a single GPU. Quantisation is a separate technique (combined with LoRA in QLoRA).',
    },
    {
      question: "Why does attention's cost matter for long context windows?",
      options: {
        A: 'It grows only linearly with the sequence length',
        B: 'It grows with vocabulary size, not with length',
        C: 'It is constant per token thanks to FlashAttention',
        D: 'It grows quadratically with sequence length',
      },
      correct: 'D',
      explanation:
        'Every token attends to every other token, giving n² interactions. FlashAttention makes this faster and lighter on memory, but the computation is still quadratic.',
    },
    {
      question: 'What is prompt injection?',
      options: {
        A: 'Adding few-shot examples to a prompt',
        B: 'Instructions hidden in untrusted input that hijack the model',
        C: 'Fine-tuning a model on prompts to change its tone',
        D: 'Inserting retrieved chunks into the prompt (RAG)',
      },
      correct: 'B',
      explanation:
        'Text from users, web pages or retrieved documents can contain instructions the model might follow, so it must be treated as data, never as instructions.',
    },
    {
      question: 'What does lowering the sampling temperature toward 0 do?',
      options: {
        A: 'Makes the output more random and varied',
        B: 'Shortens the maximum length of each answer',
        C: 'More deterministic output, favouring likely tokens',
        D: 'Makes the model check its facts',
      },
      correct: 'C',
      explanation:
        'Temperature divides the logits before softmax: low values sharpen the distribution toward the most likely token, high values flatten it and increase randomness. It does not verify facts.',
    },
    {
      question: "In the lesson's code, why does doc_vecs @ q.T give the cosine similarity?",
      options: {
        A: 'The @ operator computes cosine similarity for any vectors',
        B: 'The embeddings were normalised to unit length',
        C: 'SentenceTransformer returns angles rather than vectors',
        D: 'Transposing with .T normalises q',
      },
      correct: 'B',
      explanation:
        'With normalize_embeddings=True every vector has length 1, and the cosine similarity of unit vectors equals their dot product. For unnormalised vectors @ gives the plain dot product.',
    },
    {
      question:
        'Which stage teaches a pretrained LLM to follow instructions by training on example conversations?',
      options: {
        A: 'Supervised fine-tuning on instructions',
        B: 'Pre-training on next-token prediction',
        C: 'Retrieval-augmented generation (RAG)',
        D: 'Tokeniser training with byte-pair encoding',
      },
      correct: 'A',
      explanation:
        'Instruction tuning (supervised fine-tuning) follows pre-training and precedes preference alignment such as RLHF or DPO. RAG changes the prompt, not the weights.',
    },
  ],
  problems: [],
};

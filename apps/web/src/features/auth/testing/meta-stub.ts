/** What a mocked `useMeta` answers in the auth form tests: no numbers, Google on or off. */
export function metaStub(googleEnabled: boolean) {
  return {
    isPending: false,
    data: {
      googleEnabled,
      stats: { courses: 0, levels: 0, practiceQuestions: 0, learners: 0, testsTaken: 0 },
    },
  };
}

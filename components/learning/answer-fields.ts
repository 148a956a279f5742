// Form field names shared by the quiz form (client) and the attempt action (server).

/** One hidden field per question, so an unanswered question is still known to the server. */
export const QUESTION_FIELD = "question";
/** The options chosen for question 12 are sent as `answer-12` (one value per option). */
export const ANSWER_PREFIX = "answer-";

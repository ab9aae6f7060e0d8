'use strict'
const { ConversationChain } = require('@langchain/classic/chains')
const { BufferMemory } = require('@langchain/classic/memory')
const { ChatOpenAI } = require('@langchain/openai')
const { initChatModel } = require('langchain/chat_models/universal')

jest.mock('@langchain/classic/retrievers/multi_query')

module.exports = function chain () {
  return new ConversationChain({ llm: new ChatOpenAI(), memory: new BufferMemory() })
}
module.exports.initChatModel = initChatModel

const { MultiServerMCPClient } = require('@langchain/mcp-adapters')
const McpManager = require('../src/mcp')

jest.mock('@langchain/mcp-adapters', () => ({
  MultiServerMCPClient: jest.fn().mockImplementation(() => ({
    getTools: jest.fn().mockResolvedValue([{ name: 'add' }, { name: 'multiply' }]),
    getClient: jest.fn().mockResolvedValue({ listTools: jest.fn() }),
    close: jest.fn()
  }))
}))

describe('McpManager', () => {
  it('loads the tools once', async () => {
    const manager = new McpManager({ math: { command: 'node', args: ['x.js'] } })
    await manager.tools()
    await manager.tools()
    const instance = MultiServerMCPClient.mock.results[0].value
    expect(instance.getTools).toHaveBeenCalledTimes(1)
  })

  it('finds a tool by name', async () => {
    const manager = new McpManager({})
    expect((await manager.toolNamed('add')).name).toBe('add')
  })
})

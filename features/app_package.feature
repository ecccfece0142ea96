Feature: The app package as a library
  A host that only calls createToolkit() does not load the MCP SDK (about 0.2 s of a process's
  start); the MCP server's functions come from @agent-toolkit/app/mcp.

  Scenario: Importing createToolkit loads the policy but no module of the MCP SDK, and runs commands
    When a program imports createToolkit from @agent-toolkit/app and runs "echo library-ok", recording the modules it loads
    Then the program should have printed "library-ok\n"
    And it should have loaded the policy but no module of the MCP SDK

  Scenario: The MCP server made from @agent-toolkit/app/mcp serves the toolkit
    When a server made by createMcpServer from @agent-toolkit/app/mcp is asked for its tools and runs "echo served-ok"
    Then it should list "Bash, BashOutput, KillShell, BashInput" and answer "served-ok\n"

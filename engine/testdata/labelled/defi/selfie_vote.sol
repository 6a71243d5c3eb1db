// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;
interface IERC20 { function balanceOf(address) external view returns (uint256); }
contract SimpleGovernance {
    struct Proposal { address target; bytes data; uint256 yes; uint256 deadline; bool executed; }
    IERC20 public immutable token;
    Proposal[] public proposals;
    mapping(uint256 => mapping(address => bool)) public voted;
    uint256 public immutable quorum;
    constructor(IERC20 t, uint256 q) { token = t; quorum = q; }
    function propose(address target, bytes calldata data) external returns (uint256) {
        proposals.push(Proposal(target, data, 0, block.timestamp + 2 days, false));
        return proposals.length - 1;
    }
    function vote(uint256 id) external {
        Proposal storage p = proposals[id];
        require(block.timestamp < p.deadline && !voted[id][msg.sender]);
        voted[id][msg.sender] = true;
        // <yes> <report> OTHER
        p.yes += token.balanceOf(msg.sender);
    }
    function execute(uint256 id) external {
        Proposal storage p = proposals[id];
        require(block.timestamp >= p.deadline && p.yes >= quorum && !p.executed);
        p.executed = true;
        (bool ok, ) = p.target.call(p.data);
        require(ok);
    }
}

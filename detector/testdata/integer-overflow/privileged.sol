pragma solidity ^0.4.24;

contract Minted {
    address public owner;
    mapping(address => uint256) public balances;
    uint256 public totalSupply;

    constructor() public { owner = msg.sender; }

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    // Only the owner reaches it: reported, rated low.
    function mint(address to, uint256 v) public onlyOwner {
        totalSupply += v; // want "totalSupply \\+= v can overflow \\(only a privileged caller reaches it\\)"
        balances[to] += v;
    }

    // Anyone reaches it.
    function gift(address to, uint256 v) public {
        balances[to] += v; // want "balances\\[to\\] \\+= v can overflow$"
    }
}

pragma solidity ^0.6.8;

// Fractional art share with an inflationary curator fee paid in new shares. Written for 0.6 without
// SafeMath.
contract ArtShareVault {
    address public curator;
    uint256 public fee;            // per mille per year
    uint256 public lastClaimed;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor(uint256 supply, uint256 _fee) public {
        require(_fee <= 100, "fee too high");
        curator = msg.sender;
        fee = _fee;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        lastClaimed = block.timestamp;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        require(balanceOf[msg.sender] >= value, "balance");
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        emit Transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        require(balanceOf[from] >= value, "balance");
        // <yes> <report> ARITHMETIC
        allowance[from][msg.sender] -= value;
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
        return true;
    }

    function claimCuratorFees() external {
        require(msg.sender == curator, "not curator");
        uint256 minted = totalSupply * fee * (block.timestamp - lastClaimed) / (1000 * 365 days);
        lastClaimed = block.timestamp;
        totalSupply += minted;
        balanceOf[curator] += minted;
        emit Transfer(address(0), curator, minted);
    }
}

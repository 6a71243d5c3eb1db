pragma solidity ^0.6.0;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

contract Ownable {
    address public owner;

    constructor() public {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        _;
    }
}

// Payroll escrow: the employer funds it, employees withdraw their vested pay.
contract PayrollEscrow is Ownable {
    IERC20 public payToken;
    mapping(address => uint256) public salary;
    mapping(address => uint256) public lastClaim;
    uint256 public funded;

    constructor(IERC20 _payToken) public {
        payToken = _payToken;
    }

    function fund(uint256 amount) external onlyOwner {
        // <yes> <report> UNCHECKED_LL_CALLS
        payToken.transferFrom(msg.sender, address(this), amount);
        funded += amount;
    }

    function setSalary(address employee, uint256 perSecond) external onlyOwner {
        salary[employee] = perSecond;
        lastClaim[employee] = block.timestamp;
    }

    function claimable(address employee) public view returns (uint256) {
        return (block.timestamp - lastClaim[employee]) * salary[employee];
    }

    function claim() external {
        uint256 amount = claimable(msg.sender);
        require(amount > 0, "nothing to claim");
        lastClaim[msg.sender] = block.timestamp;
        funded -= amount;
        // <yes> <report> UNCHECKED_LL_CALLS
        payToken.transfer(msg.sender, amount);
    }
}

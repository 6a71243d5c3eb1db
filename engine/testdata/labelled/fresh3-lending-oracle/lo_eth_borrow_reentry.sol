pragma solidity ^0.6.12;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

interface IOracle {
    function ethPerToken() external view returns (uint256);
}

contract EtherLoans {
    IERC20 public collateralToken;
    IOracle public oracle;
    mapping(address => uint256) public collateralOf;
    mapping(address => uint256) public ethDebt;

    constructor(IERC20 token, IOracle o) public {
        collateralToken = token;
        oracle = o;
    }

    receive() external payable {}

    function depositCollateral(uint256 amount) external {
        require(collateralToken.transferFrom(msg.sender, address(this), amount), "deposit");
        collateralOf[msg.sender] += amount;
    }

    function borrowEth(uint256 amount) external {
        uint256 limit = collateralOf[msg.sender] * oracle.ethPerToken() / 1e18 / 2;
        require(ethDebt[msg.sender] + amount <= limit, "limit");
        // <yes> <report> REENTRANCY
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send");
        ethDebt[msg.sender] += amount;
    }

    function repayEth() external payable {
        ethDebt[msg.sender] -= msg.value;
    }
}

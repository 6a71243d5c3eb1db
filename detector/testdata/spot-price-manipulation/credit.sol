pragma solidity ^0.8.0;

interface IERC20 {
    function balanceOf(address) external view returns (uint256);
    function transferFrom(address, address, uint256) external returns (bool);
}

interface IPair {
    function getReserves() external view returns (uint112, uint112, uint32);
}

interface IOracle {
    function consult(address token, uint256 amountIn) external view returns (uint256);
}

contract Minter {
    IERC20 public weth;
    IERC20 public usdc;
    IPair public pair;
    IOracle public twap;
    address public pool;
    mapping(address => uint256) public synth;
    uint256 public totalShares;
    mapping(address => uint256) public shares;

    function price() public view returns (uint256) {
        return usdc.balanceOf(pool) * 1e30 / weth.balanceOf(pool); // want "Minter.mint\\(\\) credits synth\\[msg.sender\\] with an amount priced at the ratio of balances"
    }

    function mint(uint256 wethIn) external {
        require(weth.transferFrom(msg.sender, address(this), wethIn));
        synth[msg.sender] += wethIn * price() / 1e18;
    }

    function mintAtReserves(uint256 wethIn) external {
        require(weth.transferFrom(msg.sender, address(this), wethIn));
        (uint112 r0, uint112 r1, ) = pair.getReserves();
        synth[msg.sender] = synth[msg.sender] + wethIn * r1 / r0; // want "Minter.mintAtReserves\\(\\) credits synth\\[msg.sender\\] with an amount priced"
    }

    // Safe: a time-weighted average price.
    function mintAtTwap(uint256 wethIn) external {
        require(weth.transferFrom(msg.sender, address(this), wethIn));
        synth[msg.sender] += twap.consult(address(weth), wethIn);
    }

    // Safe: vault shares against the vault's own holdings are not a price between two balances.
    function deposit(uint256 amount) external {
        uint256 held = weth.balanceOf(address(this));
        require(weth.transferFrom(msg.sender, address(this), amount));
        uint256 minted = totalShares == 0 ? amount : amount * totalShares / held;
        shares[msg.sender] += minted;
        totalShares += minted;
    }
}
